import * as z from 'zod/mini';
import { parseCommandLine, UsageError } from './args';
import { HELP } from './help';
import type { RunContext } from './run';
import { FatalError } from './settings';

/** The CLI: parses the command line, runs the command, answers the exit code. */
async function main(argv: readonly string[], ctx: RunContext): Promise<number> {
  // zod/mini ships without messages; the CLI shows them to people, so it loads the English ones.
  z.config(z.locales.en());
  try {
    const options = parseCommandLine(argv);
    if (options.command === 'help') {
      ctx.stdout.write(HELP);
      return 0;
    }
    // The checks and the schemas (zod, jsdom, the engine) load only for a command that uses them: a wrong command
    // line is answered at once.
    if (options.command === 'schema') {
      const { exportSchemas } = await import('./schema-export');
      const files = exportSchemas(options.out);
      ctx.stdout.write(`Wrote ${files.length} JSON Schemas to ${options.out}\n`);
      return 0;
    }
    // The engine and the site's call functions warn on the console for the browser; the report says it all.
    if (!options.verbose) console.warn = () => undefined;
    const { runCheck } = await import('./run');
    return await runCheck(options, ctx);
  } catch (error) {
    if (!(error instanceof FatalError)) throw error;
    // A usage error is one sentence: what was wrong and where to look.
    ctx.stderr.write(error instanceof UsageError ? `cms-validate: ${error.message}; run cms-validate --help for the options.\n` : `cms-validate: ${error.message}\n`);
    return 2;
  }
}

const ctx: RunContext = { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr };
main(process.argv.slice(2), ctx).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`cms-validate: unexpected failure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  },
);
