import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads `KEY=value` lines the way Vite's dotenv does for the cases our .env files use: comments, blank lines,
 * optional `export`, single or double quotes. No variable expansion.
 */
export function parseEnvFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][\w.]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match?.[1]) continue;
    const raw = match[2] ?? '';
    const quoted = /^(['"])(.*)\1$/.exec(raw);
    out[match[1]] = quoted ? (quoted[2] ?? '') : raw.replace(/\s+#.*$/, '');
  }
  return out;
}

/** The build settings as Vite sees them: .env, then .env.local over it, then the process environment over both. */
export function readBuildSettings(dir: string, processEnv: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const files = ['.env', '.env.local'].map((name) => join(dir, name)).filter((file) => existsSync(file));
  const fromFiles = Object.assign({}, ...files.map((file) => parseEnvFile(readFileSync(file, 'utf8')))) as Record<string, string>;
  const fromProcess = Object.fromEntries(Object.entries(processEnv).filter((e): e is [string, string] => e[0].startsWith('VITE_') && e[1] !== undefined));
  return { ...fromFiles, ...fromProcess };
}
