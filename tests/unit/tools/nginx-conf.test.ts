// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../schemas/security-policy';
import { API_PREFIXES, endpoints } from '../../../src/api/endpoints';
import { parseEnvFile, readBuildSettings } from '../../../tools/cms-validate/env-files';
import { PAGE_SECURITY_INCLUDE, policySettings, readNginxTemplate, renderNginxConf, SECURITY_INCLUDE, securityHeadersInclude } from '../../../tools/nginx-conf';

const demo = policySettings(parseEnvFile(readFileSync(join(process.cwd(), '.env'), 'utf8')));

describe('deploy/security-headers.conf', () => {
  it('is what `npm run nginx:conf` writes for the demo build settings (.env), with its pages\' variant: after a change of the policy, build and copy both from what it writes', () => {
    expect(readFileSync(SECURITY_INCLUDE, 'utf8')).toBe(securityHeadersInclude(demo));
    expect(readFileSync(PAGE_SECURITY_INCLUDE, 'utf8')).toBe(securityHeadersInclude(demo, { passPolicy: true }));
  });

  it('in the pages\' variant, passes the render server\'s policy (with the page\'s style hashes) and sends every other header', () => {
    const include = securityHeadersInclude(demo, { passPolicy: true });
    expect(include).not.toMatch(/^(add_header|proxy_hide_header) Content-Security-Policy/im);
    for (const name of Object.keys(securityHeaders(demo)).filter((header) => header !== 'content-security-policy')) {
      expect(include).toMatch(new RegExp(`^add_header ${name} .* always;$`, 'im'));
    }
  });

  it('sends every header of securityHeaders(), on every answer, and hides the backend copies', () => {
    const settings = { apiBaseUrl: 'https://api.example.cn/v1', imageBaseUrl: 'https://img.example.cn', mapKey: 'key', hsts: true };
    const include = securityHeadersInclude(settings);
    for (const [name, value] of Object.entries(securityHeaders(settings))) {
      expect(include).toMatch(new RegExp(`^add_header ${name} "${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" always;$`, 'im'));
      expect(include).toMatch(new RegExp(`^proxy_hide_header ${name};$`, 'im'));
    }
    expect(include).toContain('https://api.example.cn https://img.example.cn');
    expect(include).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
  });
});

describe('policySettings', () => {
  it('turns HSTS on with VITE_HSTS=true only, and refuses a value that is neither true nor false', () => {
    expect(policySettings({ VITE_HSTS: 'true' }).hsts).toBe(true);
    for (const off of [undefined, '', 'false']) expect(policySettings({ VITE_HSTS: off }).hsts).toBe(false);
    for (const bad of ['1', 'yes', 'TRUE']) expect(() => policySettings({ VITE_HSTS: bad })).toThrow(/VITE_HSTS must be 'true' or 'false'/);
  });

  it('reads VITE_HSTS from the environment as `npm run build` does (the render server and `npm run nginx:conf` read the build\'s)', () => {
    expect(policySettings(readBuildSettings(process.cwd(), { VITE_HSTS: 'true' })).hsts).toBe(true);
    expect(policySettings(readBuildSettings(process.cwd(), {})).hsts).toBe(false);
  });
});

describe('renderNginxConf', () => {
  const values = { listen: '127.0.0.1:8080', root: '/srv/site/dist', upstreams: ['10.0.0.5:4173', '10.0.0.6:4173'], cacheDir: '/var/cache/site' };

  it('fills every placeholder of the template: one server line per render server, the cache folder', () => {
    const conf = renderNginxConf(readNginxTemplate(), values);
    expect(conf).not.toMatch(/__[A-Z_]+__/);
    expect(conf).toContain('listen 127.0.0.1:8080;');
    expect(conf).toContain('root /srv/site/dist;');
    expect(conf).toMatch(/upstream site \{\s+server 10\.0\.0\.5:4173 max_fails=0;\s+server 10\.0\.0\.6:4173 max_fails=0;\s+keepalive 32;\s+\}/);
    expect(conf).toContain('proxy_cache_path /var/cache/site levels=1:2 keys_zone=pages:10m max_size=1g inactive=7d use_temp_path=off;');
  });

  it('caches pages by path and query alone (under the cache\'s generation) and lets the Cache-Control of the render server decide how long', () => {
    const conf = renderNginxConf(readNginxTemplate(), values);
    expect(conf).toContain('proxy_cache_key $cache_generation$request_uri;');
    expect(conf).toContain('proxy_cache_purge pages $purged_key;');
    expect(conf).toMatch(/default \$cache_generation\$request_uri;/);
    expect(conf).toContain('proxy_set_header Accept-Encoding "";');
    expect(conf).not.toMatch(/^\s*(proxy_cache_valid|proxy_ignore_headers)\b/m);
  });

  it('limits every address by default, and exempts the addresses and ranges it is given (a load balancer in front)', () => {
    const geo = (conf: string) => /geo \$limit_exempt \{([^}]*)\}/.exec(conf)?.[1]?.trim().split(/\s*\n\s*/);
    expect(geo(renderNginxConf(readNginxTemplate(), values))).toEqual(['default 0;']);
    expect(geo(renderNginxConf(readNginxTemplate(), { ...values, limitExempt: ['10.0.0.0/8', '::1'] }))).toEqual(['default 0;', '10.0.0.0/8 1;', '::1 1;']);
    for (const bad of ['all', '10.0.0.1; allow', '', 'localhost']) {
      expect(() => renderNginxConf(readNginxTemplate(), { ...values, limitExempt: [bad] })).toThrow(/placeholder limitExempt/);
    }
  });

  it('spells no backend path itself: the prefixes and the limited calls are the endpoint table\'s, written in', () => {
    const template = readNginxTemplate();
    for (const prefix of API_PREFIXES) expect(template).not.toContain(prefix.slice(1, -1));
    const conf = renderNginxConf(template, values);
    const regexOf = (line: RegExp) => new RegExp(line.exec(conf)?.[1] ?? '(?!)', 'i');
    const api = regexOf(/location ~ (\S+) \{\n\s+include security-headers\.conf;\n(?:.*\n)*?\s+client_max_body_size/);
    for (const prefix of API_PREFIXES) expect(api.test(`${prefix}x`), prefix).toBe(true);
    for (const { path } of Object.values(endpoints)) expect(api.test(path), path).toBe(true);
    for (const other of ['/pdp/1001', '/ecommercex/y', '/x/ecommerce/y']) expect(api.test(other), other).toBe(false);
    const captchas = regexOf(/map \$uri \$captcha_address \{\s+default "";\s+"~\*([^"]+)"/);
    for (const { path } of [endpoints.clubCaptcha, endpoints.jobCaptcha]) expect(captchas.test(path), path).toBe(true);
    expect(regexOf(/\$club_auth_address \{\s+default "";\s+"~\*([^"]+)"/).test(`POST ${endpoints.clubAuth.path}`)).toBe(true);
    expect(regexOf(/\$application_address \{\s+default "";\s+"~\*([^"]+)"/).test(`POST ${endpoints.jobApply.path}`)).toBe(true);
  });

  it('refuses a template naming an endpoint the table has not', () => {
    expect(() => renderNginxConf('location = __API_PATH:noSuchCall__ {}', values)).toThrow(/endpoint the table has not: noSuchCall/);
  });

  it('refuses a config without a render server', () => {
    expect(() => renderNginxConf(readNginxTemplate(), { ...values, upstreams: [] })).toThrow(/at least one render server/);
  });

  it('refuses a value that would end or open an nginx directive (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(';', '{', '}', '\n', '"', '$'),
        fc.string(),
        fc.constantFrom('listen', 'root', 'upstreams', 'cacheDir'),
        (before, bad, after, key) => {
          const value = `${before}${bad}${after}`;
          const filled = { ...values, [key]: key === 'upstreams' ? ['127.0.0.1:1', value] : value };
          expect(() => renderNginxConf('listen __LISTEN__;', filled)).toThrow(new RegExp(`placeholder ${key}`));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
