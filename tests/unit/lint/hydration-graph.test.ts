// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What a server-rendered page runs before and while it hydrates: the entry, the matched route's page module and the
// frame's lazy parts (src/app/frame-preloads.ts). No loader or action runs then, so none of that code may reach the
// HTTP client (ky) or the schemas (zod): they come with the first navigation or form that needs them (docs/performance.md).

const root = resolve(import.meta.dirname, '../../..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
/** The packages only loaders, actions and event handlers use: the schemas' zod, and the HTTP client. */
const FORBIDDEN = [/^zod(\/|$)/, /^ky$/];

/** The value imports of one module (type-only ones erased; dynamic import() not followed): resolved files, or package names. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers = source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) return [statement.moduleSpecifier];
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) return [statement.moduleSpecifier];
    return [];
  });
  return specifiers.flatMap((node) => {
    const name = (node as ts.StringLiteral).text;
    if (!name.startsWith('.')) return [name];
    if (/\.(css|json|svg|png)$/.test(name)) return [];
    const base = resolve(dirname(file), name);
    const found = [base, ...EXTENSIONS.map((ext) => base + ext)].find((path) => /\.tsx?$/.test(path) && existsSync(path));
    return found ? [relative(root, found)] : [];
  });
}

/** Every chain of static imports from `entry` to a forbidden module, as `a > b > zod`. */
function forbiddenChains(entry: string): string[] {
  const parent = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  const chains: string[] = [];
  const chainTo = (file: string): string[] => (file ? [...chainTo(parent.get(file) ?? ''), file] : []);
  while (queue.length) {
    const file = queue.shift()!;
    for (const target of valueImports(resolve(root, file))) {
      if (FORBIDDEN.some((rule) => rule.test(target))) chains.push([...chainTo(file), target].join(' > '));
      else if (target.includes('/') && existsSync(resolve(root, target)) && !parent.has(target)) {
        parent.set(target, file);
        queue.push(target);
      }
    }
  }
  return chains;
}

// /__preview is the editors' tool, rendered in the browser: fetching and parsing content is what its page does.
const routePages = readdirSync(resolve(root, 'src/routes'))
  .filter((name) => name.endsWith('.tsx') && name !== 'preview.tsx')
  .map((name) => `src/routes/${name}`);
const frameParts = ['src/features/footer/site-footer.tsx', 'src/features/navigation/desktop-header.tsx', 'src/features/jobs/job-dialogs.tsx'];

describe('the code hydration runs holds no loader code (zod, ky)', () => {
  it.each(['src/main.tsx', ...frameParts, ...routePages])('%s', (entry) => {
    expect(forbiddenChains(entry)).toEqual([]);
  });

  it('finds a chain where there is one', () => {
    expect(forbiddenChains('src/api/client.ts')).toContain('src/api/client.ts > ky');
  });
});
