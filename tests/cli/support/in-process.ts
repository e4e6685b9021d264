import * as z from 'zod/mini';
import { parseCommandLine } from '../../../tools/cms-validate/args';
import { runCheck, type RunContext } from '../../../tools/cms-validate/run';
import { childEnv, ROOT, type Run } from './processes';

/** A stream that keeps what is written to it, as a pipe (not a terminal: no colour, no progress line). */
function sink(): { stream: NodeJS.WriteStream; text: () => string } {
  let text = '';
  const stream = { isTTY: false, write: (chunk: string | Uint8Array) => ((text += String(chunk)), true) } as unknown as NodeJS.WriteStream;
  return { stream, text: () => text };
}

/**
 * A check of `cms-validate ARGS` run in this process: the command line and the run as the CLI's own (tools/cms-validate/main.ts
 * adds the help, the schema export and the one-sentence errors, which the spawned runs of cli.test cover). A process each
 * costs a node start and the validator's whole module graph; these runs are about what the check finds and reports.
 */
export async function validate(args: readonly string[], extra: Record<string, string> = {}): Promise<Run> {
  // As main.ts: zod/mini's English messages, for this run only: zod's config is global, and the files after this one in
  // the worker (vitest.config.ts shares modules) read zod's messages without them.
  const { localeError } = z.config();
  z.config(z.locales.en());
  try {
    const [stdout, stderr] = [sink(), sink()];
    const ctx: RunContext = { cwd: ROOT, env: childEnv(extra), stdout: stdout.stream, stderr: stderr.stream };
    const options = parseCommandLine(args);
    if (options.command !== 'check') throw new Error(`not a check: ${args.join(' ')}`);
    const code = await runCheck(options, ctx);
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  } finally {
    z.config({ localeError });
  }
}
