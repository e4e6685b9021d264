import type { Verification } from '../../schemas/api/verification';
import { callEndpoint } from './call-endpoint';
import type { ApiClient } from './client';

/** What a security code is; throws when unsuccessful or unreadable. */
export async function querySecurityCode(client: ApiClient, securityCode: string, signal?: AbortSignal): Promise<Verification> {
  return (await callEndpoint(client, 'securityCode', { searchParams: { securityCode }, signal })).data;
}
