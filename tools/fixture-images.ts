import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_PROCESS_PARAM, parseImageProcess, processImage, type ImageProcess, type ProcessedImage } from './image-processing';

// Serves a fixture image as the object storage does: processed by its x-oss-process query, cached on disk (across
// restarts) and in memory, with an ETag so a revisit is a 304.

/** Where processed pictures are kept between runs. */
export const IMAGE_CACHE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.cache', 'fixture-images');

const SOURCE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.webp': 'image/webp', '.svg': 'image/svg+xml', '.gif': 'image/gif',
};
/** Whether a fixture file is a picture (answered here); videos and the rest are plain files. */
export const isPicture = (file: string): boolean => extname(file).toLowerCase() in SOURCE_TYPES;
/** Pictures the service resizes; vectors and animations come back as they are, as image.ts expects. */
const PROCESSABLE = new Set(['.jpg', '.jpeg', '.png', '.webp']);
const CACHE_CONTROL = 'public, max-age=86400';
/** The memory cache's budget: the demo's pictures at every width fit; past it the oldest entries go. */
const MEMORY_BUDGET = 64 * 1024 * 1024;
/** The disk cache's budget: every width the site asks of the demo's pictures fits; past it the oldest pictures go. */
export const DISK_BUDGET = 256 * 1024 * 1024;

interface Entry extends ProcessedImage {
  etag: string;
}

const memory = new Map<string, Entry>();
let memoryBytes = 0;
const pending = new Map<string, Promise<Entry>>();

function remember(key: string, entry: Entry): Entry {
  memory.set(key, entry);
  memoryBytes += entry.body.length;
  for (const [oldKey, old] of memory) {
    if (memoryBytes <= MEMORY_BUDGET || oldKey === key) break;
    memory.delete(oldKey);
    memoryBytes -= old.body.length;
  }
  return entry;
}

/** The cache key of a source file (by path, size and time, so an edited picture is made again) and its steps. */
function cacheKey(file: string, process: ImageProcess | undefined): string {
  const { size, mtimeMs } = statSync(file);
  return createHash('sha256').update(JSON.stringify([file, size, mtimeMs, process ?? null])).digest('hex').slice(0, 32);
}

/** Removes the oldest pictures of a cache folder (each file with its .type) until the folder holds at most `budget` bytes. */
export function keepWithin(dir: string, budget: number): void {
  const pictures = new Map<string, { files: string[]; bytes: number; time: number }>();
  for (const name of readdirSync(dir)) {
    const { size, mtimeMs } = statSync(join(dir, name));
    const key = name.replace(/\.type$/, '');
    const picture = pictures.get(key) ?? { files: [], bytes: 0, time: 0 };
    pictures.set(key, { files: [...picture.files, name], bytes: picture.bytes + size, time: Math.max(picture.time, mtimeMs) });
  }
  let total = [...pictures.values()].reduce((sum, picture) => sum + picture.bytes, 0);
  for (const picture of [...pictures.values()].sort((a, b) => a.time - b.time)) {
    if (total <= budget) break;
    for (const name of picture.files) rmSync(join(dir, name), { force: true });
    total -= picture.bytes;
  }
}

/** Reads a processed picture from disk, or makes it and writes it there. */
async function made(key: string, file: string, process: ImageProcess): Promise<Entry> {
  const stored = join(IMAGE_CACHE_DIR, key);
  try {
    const contentType = readFileSync(`${stored}.type`, 'utf8');
    return { body: readFileSync(stored), contentType, etag: `"${key}"` };
  } catch {
    // Not made yet: make it below.
  }
  const image = await processImage(await readFile(file), process);
  mkdirSync(IMAGE_CACHE_DIR, { recursive: true });
  writeFileSync(stored, image.body);
  writeFileSync(`${stored}.type`, image.contentType);
  keepWithin(IMAGE_CACHE_DIR, DISK_BUDGET);
  return { ...image, etag: `"${key}"` };
}

async function entryFor(file: string, process: ImageProcess | undefined): Promise<Entry> {
  const key = cacheKey(file, process);
  const cached = memory.get(key);
  if (cached) return cached;
  let job = pending.get(key);
  if (!job) {
    job = process
      ? made(key, file, process)
      : readFile(file).then((body) => ({ body, contentType: SOURCE_TYPES[extname(file).toLowerCase()] ?? 'image/jpeg', etag: `"${key}"` }));
    pending.set(key, job);
  }
  try {
    return remember(key, await job);
  } finally {
    pending.delete(key);
  }
}

const oneLine = (res: ServerResponse, status: number, message: string) =>
  void res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(`${message}\n`);

/** Answers one request for the fixture picture `file` (an existing file), processed as its query asks. */
export async function sendFixtureImage(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
  const query = new URL(req.url ?? '/', 'http://fixture').searchParams.get(IMAGE_PROCESS_PARAM);
  let process: ImageProcess | undefined;
  if (query !== null && PROCESSABLE.has(extname(file).toLowerCase())) {
    const parsed = parseImageProcess(query);
    if (!parsed.ok) return oneLine(res, 400, `InvalidArgument: ${parsed.message}`);
    process = parsed.process;
  }
  let entry: Entry;
  try {
    entry = await entryFor(file, process);
  } catch (error) {
    // A picture sharp cannot read or a size past the bounds: the service's 400, never a crash.
    return oneLine(res, 400, `InvalidArgument: ${error instanceof Error ? error.message.split('\n')[0] : 'image cannot be processed'}`);
  }
  const headers = { 'content-type': entry.contentType, 'cache-control': CACHE_CONTROL, etag: entry.etag };
  const match = req.headers['if-none-match'];
  if (match !== undefined && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, { ...headers, 'content-length': String(entry.body.length) });
  res.end(req.method === 'HEAD' ? undefined : entry.body);
}
