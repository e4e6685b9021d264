import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import type { BackendCall } from '../src/config/server-client';

// The site's code logs through console (src/ runs in browsers too). On the server each line goes to the log of the
// request whose render wrote it, so it carries that request's id: the CMS and data warnings of every render (a block
// skipped, a call failed and shown as failed) at debug, since the page's status already tells; errors at error.

const rendering = new AsyncLocalStorage<FastifyBaseLogger>();

/** Sends console lines to the logger of the render under way; lines outside any render go to `log` as they are. */
export function captureConsole(log: FastifyBaseLogger): void {
  console.log = (...parts: unknown[]) => (rendering.getStore() ?? log).info(format(...parts));
  console.warn = (...parts: unknown[]) => {
    const render = rendering.getStore();
    if (render) render.debug(format(...parts));
    else log.warn(format(...parts));
  };
  console.error = (...parts: unknown[]) => (rendering.getStore() ?? log).error(format(...parts));
}

/** A backend call of the render under way, at debug in its request's log: which, how it ended, how long it took. */
export function logBackendCall({ endpoint, outcome, seconds }: BackendCall): void {
  rendering.getStore()?.debug({ endpoint, outcome, ms: Math.round(seconds * 1000) }, 'backend call');
}

/** Runs a render with its console lines going to this request's log. */
export const withRenderLog = <T>(log: FastifyBaseLogger, render: () => T): T => rendering.run(log, render);
