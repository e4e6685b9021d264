// @vitest-environment node
import { createServer, type Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { percentile, slowloris, statusCounts } from '../../../tools/slowloris';

describe('percentile and statusCounts', () => {
  it('take the nearest rank and count each status', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect([percentile(values, 50), percentile(values, 99), percentile(values, 100), percentile([7], 99)]).toEqual([50, 99, 100, 7]);
    expect(statusCounts([{ status: 200 }, { status: 0 }, { status: 200 }])).toEqual({ 200: 2, 0: 1 });
  });
});

/** Sockets take their time on a busy machine. */
const settled = { timeout: 10_000 };

describe('slowloris', () => {
  it('holds its sockets with header lines that never end, opens again those the server closes, and stops', async () => {
    const lines: string[] = [];
    const held = new Set<Socket>();
    const server = createServer((socket) => {
      held.add(socket);
      socket.on('data', (chunk) => lines.push(chunk.toString()));
      socket.on('close', () => held.delete(socket));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const port = (server.address() as { port: number }).port;
    const attack = slowloris({ port, sockets: 20, lineEveryMs: 20, limitMs: 20_000 });
    try {
      await attack.launched;
      await vi.waitFor(() => expect(held.size).toBe(20), settled);
      expect(attack.open()).toBe(20);
      await vi.waitFor(() => expect(lines.some((line) => /^X-Slowloris-\d+: 1\r\n$/.test(line))).toBe(true), settled);
      expect(lines.join('')).not.toContain('\r\n\r\n');
      // The server closes five: they come back, the first twenty are fifteen.
      for (const socket of [...held].slice(0, 5)) socket.destroy();
      await vi.waitFor(() => expect([attack.closedByServer(), attack.open(), attack.firstStillOpen(), held.size]).toEqual([5, 20, 15, 20]), settled);
      expect(attack.longestHeldMs()).toBeGreaterThan(0);
    } finally {
      attack.stop();
    }
    await vi.waitFor(() => expect(held.size).toBe(0), settled);
    expect(attack.open()).toBe(0);
    await new Promise((done) => server.close(done));
  });
});
