import { readdirSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fixtureRoutes } from '../../../fixtures/routes';
import { parseText } from '../checks/body';
import type { Source } from '../findings';
import type { Settings } from '../settings';
import { checked, failed, type Outcome } from './outcome';
import { pickByName, pickByShape, pickForRoute, type Picked } from './pick';
import { MAX_INPUT_BYTES, readInput } from './read-input';

/** The file's text; a problem when it cannot be read or has no end in sight, a finding when it is not UTF-8. */
function read(file: string, source: Source): string | Outcome {
  let input;
  try {
    input = readInput(file);
  } catch (error) {
    return failed(source, `cannot read ${file}: ${(error as Error).message}`);
  }
  if ('text' in input) return input.text;
  if ('tooLarge' in input) return failed(source, `${file} is larger than ${MAX_INPUT_BYTES / 1024 / 1024} MB (or has no end, like /dev/zero): not read`);
  return checked(source, {
    issues: [{
      severity: 'error', rule: 'not-utf8', path: [], expected: 'UTF-8 text', received: `byte ${input.badByte}`,
      message: `not UTF-8 (first bad byte at offset ${input.badByte}): the site shows garbled characters; save the export as UTF-8`,
    }],
    follow: [],
  });
}

/** Reads, parses and checks one file; `pick` answers the check, or why there is none. */
function checkFile(file: string, source: Source, pick: (body: unknown) => Picked | string): Outcome {
  const text = read(file, source);
  if (typeof text !== 'string') return text;
  const parsed = parseText(text);
  if ('malformed' in parsed) return checked(source, parsed.malformed);
  const picked = pick(parsed.body);
  if (typeof picked === 'string') return failed(source, picked);
  const result = picked.check(parsed.body);
  return checked(picked.screen ? { ...source, screen: picked.screen } : source, { ...result, issues: [...parsed.duplicates, ...result.issues] });
}

/** The route of a file laid out like a fixture set (`<dir>/<key>.json`), if any. */
const routeOf = (file: string) => fixtureRoutes.find((route) => route.dir === basename(dirname(file)) && file.endsWith('.json'));

/**
 * Checks exported JSON files. `NAME=PATH` names what the file holds (a screen, a kind or a contract); a file
 * in a fixture-set layout gets its endpoint's check; anything else is recognised by its shape.
 */
export function checkFiles(specs: readonly string[], settings: Settings, cwd: string): Outcome[] {
  return specs.map((spec) => {
    const named = /^([\w.]+)=(.+)$/.exec(spec);
    const file = resolve(cwd, named?.[2] ?? spec);
    const source: Source = { kind: 'file', id: relative(cwd, file) };
    if (named?.[1]) {
      const picked = pickByName(named[1]);
      return checkFile(file, source, () => picked ?? `unknown kind "${named[1]}" in ${spec}: see --help for the names`);
    }
    const route = routeOf(file);
    if (route) return checkFile(file, source, () => pickForRoute(route, basename(file, '.json'), settings));
    return checkFile(file, source, (body) => pickByShape(body) ?? `cannot tell what ${source.id} holds: name it, e.g. HOME=${source.id} or cms.block.hero=${source.id}`);
  });
}

/** Checks every file of a fixture set (`<set>/<dir>/<key>.json` for each fixture route). */
export function checkFixtureSet(setDir: string, settings: Settings, cwd: string): Outcome[] {
  return fixtureRoutes.flatMap((route) => {
    let names: string[];
    try {
      names = readdirSync(join(setDir, route.dir)).filter((name) => name.endsWith('.json')).sort();
    } catch {
      return []; // a set need not answer every route
    }
    return names.map((name) => {
      const file = join(setDir, route.dir, name);
      return checkFile(file, { kind: 'file', id: relative(cwd, file) }, () => pickForRoute(route, basename(name, '.json'), settings));
    });
  });
}
