import { vi } from 'vitest';
import { createApiClient, type ApiConfig } from '../../src/api/client';
import { TEST_API_BASE } from './fixture-server';

/** An API client against the fixture API, with its warnings captured. */
export function testClient(overrides: Partial<ApiConfig> = {}) {
  const warn = vi.fn<(message: string) => void>();
  const client = createApiClient({ baseUrl: TEST_API_BASE, storeCode: 'ST0002', storeId: '1001', accessToken: 'tok-123', warn, ...overrides });
  return { client, warn };
}
