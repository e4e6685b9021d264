// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../schemas/security-policy';
import { parseEnvFile } from '../../../tools/cms-validate/env-files';
import { policySettings, readNginxTemplate, renderNginxConf, SECURITY_INCLUDE, securityHeadersInclude } from '../../../tools/nginx-conf';

const demo = policySettings(parseEnvFile(readFileSync(join(process.cwd(), '.env'), 'utf8')));

describe('deploy/security-headers.conf', () => {
  it('is what `npm run nginx:conf` writes for the demo build settings (.env): re-run it after changing the policy', () => {
    expect(readFileSync(SECURITY_INCLUDE, 'utf8')).toBe(securityHeadersInclude(demo));
  });

  it('sends every header of securityHeaders(), on every answer, and hides the backend copies', () => {
    const settings = { apiBaseUrl: 'https://api.example.cn/v1', imageBaseUrl: 'https://img.example.cn', mapKey: 'key' };
    const include = securityHeadersInclude(settings);
    for (const [name, value] of Object.entries(securityHeaders(settings))) {
      expect(include).toMatch(new RegExp(`^add_header ${name} "${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" always;$`, 'im'));
      expect(include).toMatch(new RegExp(`^proxy_hide_header ${name};$`, 'im'));
    }
    expect(include).toContain('https://api.example.cn https://img.example.cn');
  });
});

describe('renderNginxConf', () => {
  it('fills every placeholder of the template', () => {
    const conf = renderNginxConf(readNginxTemplate(), { listen: '127.0.0.1:8080', root: '/srv/site/dist', apiUpstream: 'https://api.example.cn' });
    expect(conf).not.toMatch(/__[A-Z_]+__/);
    expect(conf).toContain('listen 127.0.0.1:8080;');
    expect(conf).toContain('root /srv/site/dist;');
    expect(conf).toContain('proxy_pass https://api.example.cn;');
  });

  it('refuses a value that would end or open an nginx directive (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(';', '{', '}', '\n', '"', '$'), fc.string(), (before, bad, after) => {
        expect(() => renderNginxConf('listen __LISTEN__;', { listen: `${before}${bad}${after}`, root: '/srv', apiUpstream: 'http://b' })).toThrow(/placeholder listen/);
      }),
      { numRuns: 1000 },
    );
  });
});
