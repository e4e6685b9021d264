import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startRenderServer, type StackProcess } from './cached-stack';

// The render server's memory, for `npm run soak`: the server runs as in production, with the probe
// (tools/soak-memory-probe.mjs) loaded beside it, which answers SIGUSR2 with its memory on stdout.

const MARK = 'soak-memory';

/** What process.memoryUsage() answers, in bytes. */
export interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

/** The server's memory as it was asked, and after full collections. */
export interface MemoryReading {
  now: Memory;
  collected: Memory;
}

/** Starts one render server (the build's, `npm run serve`) with the probe and a collector it may call; `env` as startRenderServer takes it. */
export const startProbedRenderServer = (port: number, env: NodeJS.ProcessEnv): Promise<StackProcess> =>
  startRenderServer(port, {
    ...env,
    SOAK_MEMORY_MARK: MARK,
    // glibc's mmap threshold fixed (it rises with every large block freed): freed answers go back to the system, so
    // RSS after a collection is what the server holds, not 100-150 MB of free lists that wander from run to run.
    GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072',
    // In place of the soak's own options (tsx's loader): the server runs on node alone, as `npm run serve` does.
    NODE_OPTIONS: `--expose-gc --import ${pathToFileURL(resolve('tools/soak-memory-probe.mjs')).href}`,
  });

/** Asks the probe of `server` for its memory. */
export function readMemory(server: StackProcess): Promise<MemoryReading> {
  const stdout = server.process.stdout;
  if (!stdout) throw new Error('the render server has no stdout to answer on');
  return new Promise((done) => {
    let unread = '';
    const read = (chunk: Buffer) => {
      // Whole lines only: a chunk may end in the middle of one.
      const lines = (unread + chunk.toString()).split('\n');
      unread = lines.pop() ?? '';
      const line = lines.find((text) => text.startsWith(`${MARK} `));
      if (!line) return;
      stdout.off('data', read);
      done(JSON.parse(line.slice(MARK.length + 1)) as MemoryReading);
    };
    stdout.on('data', read);
    server.process.kill('SIGUSR2');
  });
}

/** The process's resident memory now in MB, from /proc (no collection, so cheap enough to ask during the run). */
export function residentMb(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}
