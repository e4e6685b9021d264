// Loaded into the render server by `npm run soak` (NODE_OPTIONS: --expose-gc --import), never into production: on
// SIGUSR2 it prints one line to stdout, the soak's mark (SOAK_MEMORY_MARK) and its memory as it is and after two full
// collections (a turn between them, so what the first one left to finalizers is gone by the second).
import { setTimeout as turn } from 'node:timers/promises';

const MARK = process.env.SOAK_MEMORY_MARK;

process.on('SIGUSR2', async () => {
  const now = process.memoryUsage();
  globalThis.gc();
  await turn(100);
  globalThis.gc();
  process.stdout.write(`${MARK} ${JSON.stringify({ now, collected: process.memoryUsage() })}\n`);
});
