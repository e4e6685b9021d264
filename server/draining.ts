import type { FastifyInstance } from 'fastify';

/** Whether the server is closing: it answers what it has and takes nothing new. */
export interface Draining {
  readonly draining: boolean;
}

/**
 * Marks the server draining once it is closed (main.ts, on SIGTERM): readiness says so, and every answer from then on
 * closes its connection, those of the requests under way too (Fastify closes only the ones that arrive after), so
 * nginx's kept connections end with the requests they carry and the server exits once they are answered.
 */
export function drainOnClose(app: FastifyInstance): Draining {
  let draining = false;
  app.addHook('preClose', async () => void (draining = true));
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
  return {
    get draining() {
      return draining;
    },
  };
}
