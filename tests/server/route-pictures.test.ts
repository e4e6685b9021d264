// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { picturePaths } from '../../src/entry-server';
import { t } from '../../src/i18n/zh-CN';
import { captchaPath } from '../../src/lib/captcha-cookie';
import { fixtureServer, withFixtureServer } from '../support/fixture-server';
import { testRenderer } from './support/renderer';

withFixtureServer();

// A route's own server needs come from its data module: the captcha pictures of /certification and /about-us are their
// `pictures`, which the entry collects without naming either (src/entry-server.tsx).

describe('the routes\' pictures', () => {
  it('are the captchas the pages\' forms link to, each at its own address', async () => {
    expect((await picturePaths()).sort()).toEqual([captchaPath('club'), captchaPath('job')].sort());
  });

  it.each([
    ['club', 'club_captcha', '/certification'],
    ['job', 'job_captcha', '/about-us'],
  ] as const)('answer the %s captcha from the backend, the cookie of its key for its page alone', async (kind, cookie, page) => {
    const answer = await testRenderer.picture(captchaPath(kind), new AbortController().signal, true);
    expect(answer.kind).toBe('picture');
    if (answer.kind !== 'picture') return;
    expect(answer.picture.type).toMatch(/^image\//);
    expect(answer.picture.bytes.length).toBeGreaterThan(0);
    expect(answer.picture.setCookie).toMatch(new RegExp(`^${cookie}=[\\w.:-]+; Path=${page}; .*Secure`));
  });

  it('answer the spec\'s message in the captcha\'s box when the backend gives none', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get(/clubAuth\/captcha/, () => HttpResponse.json({}, { status: 500 })));
    const answer = await testRenderer.picture(captchaPath('club'), new AbortController().signal, false);
    expect(answer.kind).toBe('unavailable');
    if (answer.kind !== 'unavailable') return;
    expect(answer.svg).toContain(`<title>${t.clubAuth.captchaFailed}</title>`);
    expect(String(answer.error)).toMatch(/500/);
  });
});
