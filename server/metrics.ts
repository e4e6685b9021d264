import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CircuitState } from '../src/api/circuit';
import type { RenderObserver } from '../src/entry-server';
import { NO_STORE } from './cache-policy';

// What a render server shows a Prometheus (docs/operators.md#metrics), on a port of its own (METRICS_PORT): never
// through nginx, never on the site's port.

/** Seconds: a cached page's render takes milliseconds; a render on a hung backend its deadline (4 s) and more. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** prom-client's default gauges with a counter's suffix; each has a twin by type without it (nodejs_active_handles, …). */
const MISNAMED_DEFAULTS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];
/** The circuit's states as a number a graph can draw: what a dashboard's thresholds read. */
const CIRCUIT_VALUE: Record<CircuitState, number> = { closed: 0, 'half-open': 1, open: 2 };

/** A render server's metrics: what its requests, renders and backend calls took, and the process underneath. */
export interface SiteMetrics {
  registry: Registry;
  /** Handed to the renderer (createRenderer's `observe`). */
  observer: RenderObserver;
  /** One answered request: the route that answered it (a page's pattern, else the server's own route) and its status. */
  request(route: string, status: number, seconds: number): void;
  /** One page rendered (not joined, not refused): its route's pattern and status. */
  render(route: string, status: number, seconds: number): void;
  /** A request came in: the function to call once it is answered or its visitor gone. */
  started(): () => void;
}

/** The metrics of a server whose circuit breaker `circuit` tells the state of (undefined: no circuit). */
export function createMetrics(circuit: () => CircuitState | undefined): SiteMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  // Gauges of prom-client's named as counters (promtool refuses the _total of a gauge): their by-type twins stay.
  for (const name of MISNAMED_DEFAULTS) registry.removeSingleMetric(name);
  const requests = new Histogram({ name: 'site_request_duration_seconds', help: 'Requests answered, by route pattern and status.', labelNames: ['route', 'status'], buckets: DURATION_BUCKETS, registers: [registry] });
  const renders = new Histogram({ name: 'site_render_duration_seconds', help: 'Pages rendered, by route pattern and status.', labelNames: ['route', 'status'], buckets: DURATION_BUCKETS, registers: [registry] });
  const calls = new Histogram({ name: 'site_backend_call_duration_seconds', help: 'Backend calls of the renders, by endpoint and outcome (ok, failed, timeout, too_large, cancelled).', labelNames: ['endpoint', 'outcome'], buckets: DURATION_BUCKETS, registers: [registry] });
  const inProgress = new Gauge({ name: 'site_requests_in_progress', help: 'Requests received and not yet answered (or left): what the server is holding.', registers: [registry] });
  const kept = new Counter({ name: 'site_kept_calls_total', help: 'Calls every page makes (the frame\'s content, the category tree), by whether the answer was kept (hit) or asked (miss).', labelNames: ['result'], registers: [registry] });
  new Gauge({
    name: 'site_backend_circuit_state',
    help: 'The circuit breaker on the backend: 0 closed, 1 half-open (one trial call), 2 open (calls fail at once).',
    registers: [registry],
    collect() {
      const state = circuit();
      if (state) this.set(CIRCUIT_VALUE[state]);
    },
  });
  new Gauge({
    name: 'nodejs_array_buffers_bytes',
    help: 'Memory of ArrayBuffers and SharedArrayBuffers (answers read, bodies sent), part of nodejs_external_memory_bytes.',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage().arrayBuffers);
    },
  });
  return {
    registry,
    observer: {
      backendCall: ({ endpoint, outcome, seconds }) => calls.observe({ endpoint, outcome }, seconds),
      keptCall: (hit) => kept.inc({ result: hit ? 'hit' : 'miss' }),
    },
    request: (route, status, seconds) => requests.observe({ route, status }, seconds),
    render: (route, status, seconds) => renders.observe({ route, status }, seconds),
    started() {
      inProgress.inc();
      return () => inProgress.dec();
    },
  };
}

/** Serves `registry` at GET /metrics on `port` (loopback unless `host` says otherwise), with the site's security headers. */
export function serveMetrics(registry: Registry, port: number, host: string, headers: Record<string, string>): Promise<Server> {
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('cache-control', NO_STORE);
    if (request.method !== 'GET' || request.url !== '/metrics') return void response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected.'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
