import { spawn } from 'node:child_process';

/** A render server (`npm run serve`'s dist-ssr/server.js) of this worker, rendering against a backend of the test's. */
export interface SiteProcess {
  origin: string;
  stop: () => Promise<void>;
}

/** Starts the built render server on `port` with API_BASE_URL = `apiBaseUrl` (and `env`); resolves once it prints its URL. */
export async function startSiteProcess(port: number, apiBaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<SiteProcess> {
  const child = spawn(process.execPath, ['dist-ssr/server.js'], {
    env: { LOG_LEVEL: 'warn', ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', API_BASE_URL: apiBaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A worker that dies without its teardown still takes the server with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      // The line ends with the site's URL (the backend's URL comes earlier in it).
      const url = /^Site server .*: (https?:\/\/[^\s/]+)\/?$/m.exec(log);
      if (url?.[1]) resolve(url[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    void exited.then(() => reject(new Error(`the render server on port ${port} exited (${child.exitCode}):\n${log}`)));
  });
  return {
    origin,
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
