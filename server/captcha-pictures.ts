import type { FastifyInstance } from 'fastify';
import type { CaptchaKind } from '../src/lib/captcha-cookie';
import type { BuiltSite } from './built-site';
import { renderFor } from './scenario';
import { NO_STORE, RETRY_AFTER_SECONDS } from './cache-policy';
import { withRenderLog } from './render-log';

/** A picture of the backend's at the site's own origin: opened on its own (an SVG is a document), it runs and loads nothing. */
const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * A fresh captcha of each kind (the club authentication's, the job application's) as a picture, its key in the cookie
 * its page's form sends back: the captcha of the page as it comes from the server (cached, so it holds none) and without
 * script. Kept nowhere; 503 when the backend gives none, with the picture of the spec's message (the page shows it in
 * the captcha's box, never a broken picture).
 */
export function registerCaptchaPictures(app: FastifyInstance, site: BuiltSite): void {
  for (const [kind, path] of Object.entries(site.entry.CAPTCHA_PATHS) as [CaptchaKind, string][]) {
    app.get(path, async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      const gone = new AbortController();
      reply.raw.once('close', () => reply.raw.writableFinished || gone.abort());
      try {
        const picture = await withRenderLog(request.log, () => renderFor(site.renderer, request).captchaPicture(kind, gone.signal, request.protocol === 'https'));
        return reply.header('set-cookie', picture.setCookie).header('content-security-policy', PICTURE_POLICY).type(picture.type).send(Buffer.from(picture.bytes));
      } catch (error) {
        request.log.warn({ err: error, kind }, 'no captcha');
        return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('content-security-policy', PICTURE_POLICY).type('image/svg+xml; charset=utf-8').send(site.entry.captchaUnavailable());
      }
    });
  }
}
