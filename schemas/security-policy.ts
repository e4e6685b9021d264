// The response headers every answer of the site carries, built from the build settings, so that the fixture
// server, a production nginx config (generated from the same function) and the image component agree on
// which origins the site talks to. Pure TypeScript: no Node, no DOM.

/** The build settings the policy depends on (raw VITE_* values; '' = not set). */
export interface PolicySettings {
  /** VITE_API_BASE_URL: '' = the backend answers on the site's own origin. */
  apiBaseUrl: string;
  /** VITE_IMAGE_BASE_URL: '' = images come from the site or the backend origin only. */
  imageBaseUrl: string;
  /** VITE_MAP_KEY: set = the IP-location maps service is called (JSONP, so it is a script source). */
  mapKey: string;
  /** VITE_HSTS=true: the site and its subdomains are served over HTTPS only, so browsers may be told to never use HTTP. */
  hsts?: boolean;
}

/** A year, the subdomains too: what the HSTS preload list asks for, without opting into it. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The maps service the store lookup calls by JSONP when a map key is configured. */
export const MAP_SERVICE_ORIGIN = 'https://apis.map.qq.com';

/** The origin (`https://host[:port]`) of an absolute http(s) URL, or undefined for '' and anything else. */
export function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url.trim())) return undefined;
  try {
    return new URL(url.trim()).origin;
  } catch {
    return undefined;
  }
}

const unique = (values: readonly (string | undefined)[]) => [...new Set(values.filter((v): v is string => v !== undefined))];

/** Origins besides the site's own that may serve images and media: the backend's and the image host's. */
export function imageOrigins(settings: Pick<PolicySettings, 'apiBaseUrl' | 'imageBaseUrl'>): string[] {
  return unique([originOf(settings.apiBaseUrl), originOf(settings.imageBaseUrl)]);
}

/**
 * The Content-Security-Policy. No inline script, and no inline style but a page's own style rules, each allowed by its
 * hash (`styleHashes`, `sha256-…`, server/page-styles.ts): React sets style props through the CSSOM, which style-src
 * does not govern, and toasts render without a runtime style tag (docs/security.md).
 */
export function contentSecurityPolicy(settings: PolicySettings, styleHashes: readonly string[] = []): string {
  const api = unique([originOf(settings.apiBaseUrl)]);
  const images = imageOrigins(settings);
  const map = settings.mapKey.trim() ? [MAP_SERVICE_ORIGIN] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...map],
    ['style-src', "'self'", ...styleHashes.map((hash) => `'${hash}'`)],
    // blob: only for pictures our own script makes (captchas sent as base64); never data:.
    ['img-src', "'self'", 'blob:', ...images],
    ['media-src', "'self'", ...images],
    ['connect-src', "'self'", ...api],
    ['font-src', "'self'"],
    ['object-src', "'none'"],
    ['frame-src', "'none'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Features the site never uses, switched off for it and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()', 'camera=()', 'display-capture=()', 'geolocation=()', 'gyroscope=()', 'magnetometer=()',
  'microphone=()', 'midi=()', 'payment=()', 'publickey-credentials-get=()', 'usb=()', 'xr-spatial-tracking=()',
].join(', ');

/** Every security header, name -> value, for every response (HTML, assets, images, API answers, errors). */
export function securityHeaders(settings: PolicySettings): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(settings),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    // Nothing the site's origin serves is for another origin's pages (its pictures are its own, the fixture images
    // through it, or the image CDN's, whose headers are the CDN's): no other site may embed our answers.
    'cross-origin-resource-policy': 'same-origin',
    ...(settings.hsts ? { 'strict-transport-security': HSTS } : {}),
  };
}
