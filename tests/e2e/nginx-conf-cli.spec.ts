import { execFile, spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { NGINX, startRenderServer, type StackProcess } from '../../tools/cached-stack';
import { expect } from './console';
import { securityHeadersInclude } from '../../tools/nginx-conf';
import { expectErrorPage, expectSecurityHeaders, get, nginxSkip, portOf, settings, test } from './support/nginx-stack';
import { prunedCopy } from './support/pruned-copy';

// `npm run nginx:conf -- --upstream … --listen … --cache-dir … --out DIR` (issue #49): the built CLI
// (dist-ssr/nginx-conf.js, `npm run build`) writes a whole nginx config that nginx accepts and serves the site with.

nginxSkip();

const run = promisify(execFile);
const CLI = resolve('dist-ssr/nginx-conf.js');

test('after `npm prune --omit=dev`, writes nginx.conf, its includes and error page into --out: nginx -t accepts it, and it serves the site from the render server', async () => {
  test.setTimeout(60_000);
  const worker = test.info().parallelIndex;
  const [nginxPort, serverPort] = [portOf('confNginx', worker), portOf('confServer', worker)];
  // The checkout as a deploy has it after `npm prune --omit=dev`: the build, deploy/ and package.json, the runtime dependencies alone.
  const checkout = prunedCopy(['dist', 'dist-ssr', 'deploy', 'package.json']);
  const out = join(checkout, 'srv');
  // Started as root, nginx's workers run as nobody: they must reach the prefix, as they reach /srv/site.
  chmodSync(checkout, 0o755);
  let server: StackProcess | undefined;
  let nginx: ReturnType<typeof spawn> | undefined;
  try {
    const { stdout } = await run('npm', ['run', '--silent', 'nginx:conf', '--', '--upstream', `127.0.0.1:${serverPort}`, '--listen', `127.0.0.1:${nginxPort}`, '--cache-dir', join(out, 'cache'), '--out', out], { cwd: checkout });
    expect(stdout).toContain(`Wrote ${out}`);
    expect(readdirSync(out).sort()).toEqual(['error.css', 'error.html', 'logs', 'nginx.conf', 'page-security-headers.conf', 'security-headers.conf', 'temp']);
    // The headers of the settings the build was made with (.env here), as the render server sends them.
    expect(readFileSync(join(out, 'security-headers.conf'), 'utf8')).toBe(securityHeadersInclude(settings));
    expect(readFileSync(join(out, 'page-security-headers.conf'), 'utf8')).toBe(securityHeadersInclude(settings, { passPolicy: true }));
    const conf = readFileSync(join(out, 'nginx.conf'), 'utf8');
    expect(conf).toContain(`server 127.0.0.1:${serverPort} max_fails=0;`);
    expect(conf).toContain(`root ${join(checkout, 'dist')};`);
    expect(conf).not.toMatch(/__[A-Z_]+__/);
    const flags = ['-e', 'stderr', '-p', `${out}/`, '-c', join(out, 'nginx.conf')];
    const pid = `pid ${join(out, 'nginx.pid')};`;
    const checked = await run(NGINX, [...flags, '-t', '-g', pid]);
    expect(checked.stderr).toContain('test is successful');

    server = await startRenderServer(serverPort, { DIST_DIR: resolve('dist') });
    nginx = spawn(NGINX, [...flags, '-g', `daemon off; ${pid}`], { stdio: 'ignore' });
    const base = `http://127.0.0.1:${nginxPort}`;
    await expect.poll(() => fetch(`${base}/favicon.svg`).then((answer) => answer.status, () => 0), { timeout: 15_000 }).toBe(200);
    const page = await get(base, '/pdp/1001');
    expect([page.status, page.cache, page.body.includes('SIM3 MAX 一号木')]).toEqual([200, 'MISS', true]);
    expectSecurityHeaders(page.headers, '/pdp/1001');
    expect((await get(base, '/pdp/1001')).cache).toBe('HIT');
    expectErrorPage(await get(base, '/__health'), 404, '页面不存在', '/__health');
  } finally {
    if (nginx?.exitCode === null) await new Promise((done) => (nginx?.once('exit', done), nginx?.kill('SIGTERM')));
    await server?.stop();
    rmSync(checkout, { recursive: true, force: true });
  }
});

test('refuses, saying what to give, when a value is missing or would break the config', async () => {
  const failed = (args: string[]) => run(process.execPath, [CLI, ...args]).then(() => ({ code: 0, stderr: '' }), (error: { code: number; stderr: string }) => error);
  const missing = await failed(['--listen', '8080']);
  expect([missing.code, missing.stderr]).toEqual([2, expect.stringContaining('Give at least one --upstream, and --listen, --cache-dir and --out.')]);
  const out = join(tmpdir(), `nginx-conf-refused-${process.pid}`);
  const broken = await failed(['--upstream', '127.0.0.1:1; include /etc/passwd', '--listen', '8080', '--cache-dir', '/tmp/c', '--out', out]);
  expect([broken.code, broken.stderr]).toEqual([2, expect.stringContaining('the nginx placeholder upstreams cannot be')]);
  expect(existsSync(out)).toBe(false);
});
