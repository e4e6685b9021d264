import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, imageOrigins, securityHeaders } from '../../../schemas/security-policy';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('the security headers', () => {
  it('allow only the site itself when the backend and images share its origin', () => {
    const csp = contentSecurityPolicy({ apiBaseUrl: '', imageBaseUrl: '', mapKey: '' });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' blob:");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https:(?!\/)|data:|\*/);
  });

  it('name the backend and the image host by origin, and the maps service only with a map key', () => {
    const csp = contentSecurityPolicy({ apiBaseUrl: 'https://api.example.cn/gateway/', imageBaseUrl: 'https://img.example.cn:8443/x', mapKey: 'KEY' });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.example.cn");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' blob: https://api.example.cn https://img.example.cn:8443");
    expect(directive(csp, 'media-src')).toBe("media-src 'self' https://api.example.cn https://img.example.cn:8443");
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://apis.map.qq.com");
  });

  it('ignore a setting that is no http(s) URL, and name a shared origin once', () => {
    expect(imageOrigins({ apiBaseUrl: 'javascript:alert(1)', imageBaseUrl: '' })).toEqual([]);
    expect(imageOrigins({ apiBaseUrl: 'https://a.example.cn/api', imageBaseUrl: 'https://a.example.cn/img' })).toEqual(['https://a.example.cn']);
  });

  it('carry nosniff, the referrer policy, a permissions policy, COOP and CORP', () => {
    const headers = securityHeaders({ apiBaseUrl: '', imageBaseUrl: '', mapKey: '' });
    expect(Object.keys(headers).sort()).toEqual([
      'content-security-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'permissions-policy', 'referrer-policy', 'x-content-type-options',
    ]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    // Nothing of the site's origin is for another origin's pages: its pictures are its own or the image CDN's (whose
    // headers are the CDN's), and the fixture images come through the site's origin.
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\)/);
  });

  it('carry HSTS, with its subdomains, only when the settings say the site is served over HTTPS', () => {
    const plain = { apiBaseUrl: '', imageBaseUrl: '', mapKey: '', hsts: false };
    expect(securityHeaders({ ...plain, hsts: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders(plain)).not.toHaveProperty('strict-transport-security');
  });
});
