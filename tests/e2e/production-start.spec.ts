import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { startFixtureBackend } from './support/fixture-backend';
import { prunedCopy } from './support/pruned-copy';
import { expect, test } from './console';

// Production runs the built server on the runtime dependencies alone (`npm run build`, then `npm prune --omit=dev`):
// here the build is copied beside a node_modules that holds only what `npm ls --omit=dev` lists (support/pruned-copy.ts),
// and started as `npm run serve` would be.

/** Runs the copied server with `env` until it says it listens (its first line) or exits; answers what it said and its exit code. */
function start(dir: string, env: NodeJS.ProcessEnv): Promise<{ said: string; exitCode: number | null; stop: () => void }> {
  const child = spawn(process.execPath, ['dist-ssr/server.js'], { cwd: dir, env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env } });
  let said = '';
  return new Promise((done) => {
    const onData = (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('Site server')) done({ said, exitCode: null, stop: () => child.kill('SIGKILL') });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => done({ said, exitCode: code, stop: () => undefined }));
  });
}

test('the built server renders pages on the runtime dependencies alone, and says what it needs without a backend', async () => {
  const dir = prunedCopy(['dist', 'dist-ssr']);
  const backend = await startFixtureBackend();
  try {
    const port = String(4560 + test.info().parallelIndex);
    const server = await start(dir, { PORT: port, API_BASE_URL: backend.url });
    try {
      expect(server.exitCode, server.said).toBeNull();
      const answer = await fetch(`http://127.0.0.1:${port}/pdp/1001`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('¥5,680.00');
    } finally {
      server.stop();
    }
    const bare = await start(dir, { PORT: port });
    expect(bare.exitCode).toBe(2);
    expect(bare.said).toContain('set API_BASE_URL');
  } finally {
    await backend.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
