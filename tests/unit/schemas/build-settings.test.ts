// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../schemas/build-settings';
import { CONTENT_SCREENS } from '../../../schemas/site-constants';

const dotenv = (file: string) =>
  Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^VITE_\w+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

describe('build settings', () => {
  it('the demo .env parses', () => {
    const env = parseEnv(dotenv('.env'));
    expect(env.VITE_API_BASE_URL).toBe('');
    expect(env.VITE_PREVIEW_ENABLED).toBe(true);
  });

  it('.env.example documents every setting the schema reads', () => {
    const documented = Object.keys(dotenv('.env.example'));
    for (const screen of CONTENT_SCREENS) expect(documented).toContain(`VITE_CONTENT_ID_${screen}`);
    for (const key of ['VITE_API_BASE_URL', 'VITE_ACCESS_TOKEN', 'VITE_MAP_KEY', 'VITE_SITE_BASE_URL', 'VITE_STORE_ID', 'VITE_PREVIEW_ENABLED']) {
      expect(documented).toContain(key);
    }
  });

  it('a bad set fails with one message listing every bad key', () => {
    const good = dotenv('.env');
    let message = '';
    try {
      parseEnv({ ...good, VITE_API_BASE_URL: 'ftp://x', VITE_SITE_BASE_URL: 'nope', VITE_CONTENT_ID_HOME: ' ', VITE_PREVIEW_ENABLED: 'yes' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const key of ['VITE_API_BASE_URL', 'VITE_SITE_BASE_URL', 'VITE_CONTENT_ID_HOME', 'VITE_PREVIEW_ENABLED']) expect(message).toContain(key);
    expect(message).not.toContain('VITE_CONTENT_ID_GIFTS');
  });
});
