import { clubAuthResponseSchema, clubCaptchaResponseSchema, type AuthenticatedClub, type ClubAuthRequest, type ClubCaptcha } from '../../schemas/api/club-auth';
import type { ApiClient } from './client';
import { parseResponse, requireOk } from './contract';
import { endpoints } from './endpoints';

// Captcha and club authentication carry the token.

/** A fresh captcha; throws when unsuccessful. */
export async function fetchClubCaptcha(client: ApiClient, signal?: AbortSignal): Promise<ClubCaptcha> {
  const body = await client.get(endpoints.clubCaptcha, { token: true, ...(signal ? { signal } : {}) });
  return requireOk(parseResponse(clubCaptchaResponseSchema, body, endpoints.clubCaptcha), endpoints.clubCaptcha, 'success').data;
}

/** Authenticates a club; throws an UnsuccessfulError carrying the backend's error code when it is refused. */
export async function authenticateClub(client: ApiClient, json: ClubAuthRequest, signal?: AbortSignal): Promise<AuthenticatedClub | null> {
  const body = await client.post(endpoints.clubAuth, { token: true, json, ...(signal ? { signal } : {}) });
  return requireOk(parseResponse(clubAuthResponseSchema, body, endpoints.clubAuth), endpoints.clubAuth, 'success').data ?? null;
}
