import type { AuthenticatedClub, ClubAuthRequest, ClubCaptcha } from '../../schemas/api/club-auth';
import { callEndpoint } from './call-endpoint';
import type { ApiClient } from './client';

/** A fresh captcha; throws when unsuccessful. */
export async function fetchClubCaptcha(client: ApiClient, signal?: AbortSignal): Promise<ClubCaptcha> {
  return (await callEndpoint(client, 'clubCaptcha', { signal })).data;
}

/** Authenticates a club; throws an UnsuccessfulError carrying the backend's error code when it is refused. */
export async function authenticateClub(client: ApiClient, json: ClubAuthRequest, signal?: AbortSignal): Promise<AuthenticatedClub | null> {
  return (await callEndpoint(client, 'clubAuth', { json, signal })).data ?? null;
}
