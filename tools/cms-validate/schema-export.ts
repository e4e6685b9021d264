import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import { catalogue } from '../../schemas/catalogue';

/**
 * Writes every catalogue contract as `<name>.json` (JSON Schema 2020-12) for editors' own tools. Input
 * side: what the CMS may send. A field that arrives as a JSON string is described by its parsed value;
 * refinements (URL shapes, colours) live only in the CLI. Answers the files written.
 */
export function exportSchemas(outDir: string): string[] {
  mkdirSync(outDir, { recursive: true });
  return Object.entries(catalogue).map(([name, schema]) => {
    const { $schema, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    const json = { $schema, title: name, ...rest };
    const file = join(outDir, `${name}.json`);
    writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
    return file;
  });
}
