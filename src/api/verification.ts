import { verificationResponseSchema, type Verification } from '../../schemas/api/verification';
import type { ApiClient } from './client';
import { parseResponse, requireOk } from './contract';
import { endpoints } from './endpoints';

/** What a security code is (without the token, the spec); throws when unsuccessful or unreadable. */
export async function querySecurityCode(client: ApiClient, securityCode: string, signal?: AbortSignal): Promise<Verification> {
  const body = await client.get(endpoints.securityCode, { token: false, searchParams: { securityCode }, ...(signal ? { signal } : {}) });
  return requireOk(parseResponse(verificationResponseSchema, body, endpoints.securityCode), endpoints.securityCode, 'success').data;
}
