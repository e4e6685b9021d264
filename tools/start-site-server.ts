import { spawn, type ChildProcess } from 'node:child_process';

/** Starts `npm run serve`'s render server (the build's dist-ssr/server.js, on the fixtures) on a port for a measuring tool; resolves once it answers. */
export function startServer(port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['dist-ssr/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Never left behind, however this process ends.
  process.on('exit', () => server.kill('SIGKILL'));
  return new Promise((done, fail) => {
    server.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('Site server') && done(server));
    server.on('exit', (code) => fail(new Error(`the render server exited (${code})`)));
  });
}
