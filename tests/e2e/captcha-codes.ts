import type { Page } from '@playwright/test';

/**
 * The codes of the captchas the page was sent, newest last: what a candidate reads off the picture (the fixture
 * draws its letters as SVG text). Read from the answers, since the page shows them through blob: URLs that the
 * CSP does not let a script fetch.
 */
export function watchCaptchaCodes(page: Page): string[] {
  const codes: string[] = [];
  page.on('response', (response) => {
    if (!response.url().includes('/recruitJob/getCaptchaImage') || !response.ok()) return;
    void response.json().then((body: { data?: { imageBase64?: string } }) => {
      const svg = Buffer.from((body.data?.imageBase64 ?? '').replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
      codes.push([...svg.matchAll(/>([A-Z0-9])<\/text>/g)].map((m) => m[1]).join(''));
    }, () => undefined);
  });
  return codes;
}
