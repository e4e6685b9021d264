import type { FastifyInstance } from 'fastify';
import type { BuiltSite } from './built-site';
import { NO_STORE, RETRY_AFTER_SECONDS } from './cache-policy';
import { withRenderLog } from './render-log';
import { renderFor } from './scenario';

/** A picture of the backend's at the site's own origin: opened on its own (an SVG is a document), it runs and loads nothing. */
const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Each route's pictures at their own addresses (a captcha of the club authentication's, of the job application's), with
 * the cookie that goes with it: what the page's form needs as it comes from the server (cached, so it holds none) and
 * without script. Kept nowhere; 503 when the backend gives none, with the route's picture in its place (the page shows
 * it in the captcha's box, never a broken picture).
 */
export function registerRoutePictures(app: FastifyInstance, site: BuiltSite): void {
  for (const path of site.picturePaths) {
    app.get(path, async (request, reply) => {
      reply.header('cache-control', NO_STORE).header('content-security-policy', PICTURE_POLICY);
      const gone = new AbortController();
      reply.raw.once('close', () => reply.raw.writableFinished || gone.abort());
      const answer = await withRenderLog(request.log, () => renderFor(site.renderer, request).picture(path, gone.signal, request.protocol === 'https'));
      if (answer.kind === 'picture') return reply.header('set-cookie', answer.picture.setCookie).type(answer.picture.type).send(Buffer.from(answer.picture.bytes));
      request.log.warn({ err: answer.error, path }, 'no picture');
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).type('image/svg+xml; charset=utf-8').send(answer.svg);
    });
  }
}
