import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';

/** The W3C's Nu Html Checker, as the vnu-jar package ships it (Debian's Java runs it). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** One error the checker found: the document's name (its address), where in it (the server's HTML is a few long lines: the column finds it) and the checker's words. */
export interface HtmlError {
  page: string;
  line: number | undefined;
  column: number | undefined;
  message: string;
}

interface NuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
}

/**
 * The checker's errors (no warnings) in each of `documents` (name to HTML), from ONE java process over all of them:
 * the JVM takes seconds to start, the documents a few milliseconds each.
 */
export async function htmlErrors(documents: ReadonlyMap<string, string>): Promise<HtmlError[]> {
  const folder = await mkdtemp(join(tmpdir(), 'nu-check-'));
  try {
    const names = [...documents.keys()];
    const files = names.map((_, i) => join(folder, `${i}.html`));
    await Promise.all(names.map((name, i) => writeFile(files[i]!, documents.get(name)!)));
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--no-langdetect', '--exit-zero-always', '--stdout', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    return messages.map((m) => ({
      page: m.url ? (names[Number.parseInt(basename(m.url), 10)] ?? m.url) : '(the checker)',
      line: m.lastLine,
      column: m.lastColumn,
      message: m.type === 'error' ? m.message : `${m.type}: ${m.message}`,
    }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
