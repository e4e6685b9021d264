import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort, nginxMissing, startCachedStack, type StackProcess } from './cached-stack';

// `npm run serve:cached`: the production stack on the fixtures: nginx with deploy/nginx.conf on PORT (default 4173)
// in front of SERVERS render servers (default 1) on free ports, which share one fixture backend (or API_BASE_URL's).
// Ctrl-C stops them all; if one dies, so do the others. A render server sent SIGTERM (`kill <pid>`) drains and is
// started again on its port: one after the other, a rolling restart nobody sees (docs/operators.md).

const port = Number(process.env.PORT ?? 4173);
const count = Number(process.env.SERVERS ?? 1);
const distDir = resolve(process.env.DIST_DIR ?? 'dist');

const refusal =
  (!existsSync(resolve(distDir, 'index.html')) && `No build in ${distDir}: run \`npm run build\` first.`) ||
  (!(Number.isInteger(count) && count >= 1 && count <= 16) && `SERVERS must be a whole number from 1 to 16, not ${process.env.SERVERS}.`) ||
  nginxMissing();
if (refusal) {
  console.error(refusal);
  process.exit(2);
}

const serverPorts: number[] = [];
for (let i = 0; i < count; i++) serverPorts.push(await freePort());
const onRestart = (_index: number, server: StackProcess) => console.log(`Render server ${server.base} started again (pid ${server.process.pid}).`);
const stack = await startCachedStack({ port, serverPorts, distDir, onRestart }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

const token = process.env.REVALIDATE_TOKEN ? 'POST /__revalidate takes REVALIDATE_TOKEN' : 'no REVALIDATE_TOKEN: /__revalidate answers 404';
const backend = stack.fixtureBackend ? `the fixture backend ${stack.fixtureBackend.base}, shared` : process.env.API_BASE_URL;
console.log(`Render servers: ${stack.servers.map((server) => `${server.base} (pid ${server.process.pid})`).join(', ')} (backend: ${backend}); ${token}`);
console.log(`Site behind nginx's cache: ${stack.nginx.base}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void stack.stop().then(() => process.exit(0)));
}
const death = await stack.died;
console.error(`${death}: stopping the rest.`);
await stack.stop();
process.exit(1);
