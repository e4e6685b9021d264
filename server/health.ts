import type { FastifyInstance } from 'fastify';
import type { BuiltSite } from './built-site';
import { NO_STORE } from './cache-policy';
import type { Draining } from './draining';

// A render server's health, as a load balancer or Kubernetes' probes read it: the status says it (200 or 503), the
// JSON says why, nothing keeps it, and nginx refuses both addresses from outside (deploy/nginx.conf).

/** How recently the backend must have answered for the server to be ready: a probe's period (Kubernetes' default). */
export const BACKEND_ANSWERED_WITHIN_MS = 10_000;

/**
 * `GET /__health`, liveness: 200 whenever the process answers. `GET /__health/ready`, readiness: 200 when it can
 * render (the build is loaded before the server listens at all), its backend answered within the last 10 s (asked
 * once when no render's call did) and it is not draining; 503 otherwise. Logged at warn only: a probe every few
 * seconds is no visitor.
 */
export function registerHealth(app: FastifyInstance, site: BuiltSite, drain: Draining): void {
  const quiet = { logLevel: 'warn' } as const;
  app.get('/__health', quiet, (_request, reply) => reply.header('cache-control', NO_STORE).send({ live: true }));
  app.get('/__health/ready', quiet, async (_request, reply) => {
    // Draining, it asks its backend nothing more.
    const backendAnswered = !drain.draining && (await site.renderer.backendAnswered(BACKEND_ANSWERED_WITHIN_MS));
    const ready = backendAnswered && !drain.draining;
    return reply.code(ready ? 200 : 503).header('cache-control', NO_STORE).send({ ready, backendAnswered, draining: drain.draining });
  });
}
