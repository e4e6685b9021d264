import sharp from 'sharp';

// The subset of the object-storage image-processing query (`x-oss-process=image/resize,m_lfit,w_640/format,webp`)
// that src/lib/image.ts builds, answered the way the storage service answers it: a pure parse, then one pipeline.

/** How the picture is resized: fitted into the box (lfit), fitted then padded to the box (pad), or scaled by a percent. */
export type Resize =
  | { mode: 'lfit' | 'pad'; width?: number; height?: number }
  | { mode: 'percent'; percent: number };

/** The output format: png, webp or jpeg; absent = the source's own. */
export type ImageFormat = 'png' | 'webp' | 'jpeg';

/** A parsed processing query. */
export interface ImageProcess {
  resize?: Resize;
  format?: ImageFormat;
}

/** A parse result: the steps, or the one-line reason the service gives with its 400. */
export type ParsedProcess = { ok: true; process: ImageProcess } | { ok: false; message: string };

/** The query parameter the service reads (src/lib/image.ts builds it; tools may not import src/lib). */
export const IMAGE_PROCESS_PARAM = 'x-oss-process';

/** The service's bounds: a side of 1..16384 px, a percent of 1..1000. */
export const MAX_SIDE = 16_384;
/** The service's bound on a processed picture's area (4096 x 4096): a bigger one is its 400, not seconds of work. */
export const MAX_PIXELS = 4096 * 4096;
const MAX_PERCENT = 1000;

const FORMATS: Record<string, ImageFormat> = { png: 'png', webp: 'webp', jpg: 'jpeg', jpeg: 'jpeg' };

const fail = (message: string): ParsedProcess => ({ ok: false, message });
/** A piece of the query in a message: quoted and escaped, so the reason stays one short line. */
const quote = (text: string) => JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** A whole number within 1..max written in plain digits, else undefined. */
function bounded(value: string, max: number): number | undefined {
  if (!/^\d{1,6}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

function parseResize(params: string[]): Resize | string {
  const seen = new Map<string, string>();
  for (const param of params) {
    const match = /^([a-z])_(.*)$/.exec(param);
    if (!match) return `resize parameter ${quote(param)} is not key_value`;
    const [, key = '', value = ''] = match;
    if (seen.has(key)) return `resize parameter ${quote(key)} is given twice`;
    seen.set(key, value);
  }
  for (const key of seen.keys()) if (!['m', 'w', 'h', 'p'].includes(key)) return `resize parameter ${quote(key)} is not supported`;
  const number = (key: 'w' | 'h' | 'p', max: number): number | string | undefined => {
    const raw = seen.get(key);
    if (raw === undefined) return undefined;
    return bounded(raw, max) ?? `resize ${key}_ value ${quote(raw)} is out of range 1-${max}`;
  };
  const width = number('w', MAX_SIDE);
  const height = number('h', MAX_SIDE);
  const percent = number('p', MAX_PERCENT);
  for (const value of [width, height, percent]) if (typeof value === 'string') return value;
  const mode = seen.get('m') ?? 'lfit';
  if (mode !== 'lfit' && mode !== 'pad') return `resize mode ${quote(mode)} is not supported`;
  if (percent !== undefined) {
    if (width !== undefined || height !== undefined || seen.has('m')) return 'resize p_ cannot be combined with m_, w_ or h_';
    return { mode: 'percent', percent: percent as number };
  }
  if (width === undefined && height === undefined) return 'resize needs w_, h_ or p_';
  if (mode === 'pad' && (width === undefined || height === undefined)) return 'resize m_pad needs both w_ and h_';
  return { mode, ...(width !== undefined ? { width: width as number } : {}), ...(height !== undefined ? { height: height as number } : {}) };
}

/** Parses an `x-oss-process` value; never throws, whatever the string. */
export function parseImageProcess(query: string): ParsedProcess {
  const [kind, ...steps] = query.split('/');
  if (kind !== 'image') return fail(`process ${quote(kind ?? '')} is not supported, only image/...`);
  if (steps.length === 0) return fail('image process names no operation');
  const process: ImageProcess = {};
  for (const step of steps) {
    const [operation = '', ...params] = step.split(',');
    if (operation === 'resize') {
      if (process.resize) return fail('resize is given twice');
      const resize = parseResize(params);
      if (typeof resize === 'string') return fail(resize);
      process.resize = resize;
    } else if (operation === 'format') {
      if (process.format) return fail('format is given twice');
      const format = params.length === 1 ? FORMATS[params[0] ?? ''] : undefined;
      if (!format) return fail(`format ${quote(params.join(','))} is not supported (png, webp, jpg)`);
      process.format = format;
    } else {
      return fail(`operation ${quote(operation)} is not supported (resize, format)`);
    }
  }
  return { ok: true, process };
}

/** The processed picture and its MIME type. */
export interface ProcessedImage {
  body: Buffer;
  contentType: string;
}

/** The size of the fitted picture and of its box: lfit never enlarges, pad fills its box, percent scales. */
function plan(resize: Resize, source: { width: number; height: number }) {
  const { width: sw, height: sh } = source;
  if (resize.mode === 'percent') {
    const scale = resize.percent / 100;
    const size = { width: Math.max(1, Math.round(sw * scale)), height: Math.max(1, Math.round(sh * scale)) };
    return { fit: size, box: size };
  }
  const scale = Math.min(1, (resize.width ?? Infinity) / sw, (resize.height ?? Infinity) / sh);
  const fit = { width: Math.max(1, Math.round(sw * scale)), height: Math.max(1, Math.round(sh * scale)) };
  return { fit, box: resize.mode === 'pad' ? { width: resize.width ?? fit.width, height: resize.height ?? fit.height } : fit };
}

/** Runs the parsed steps on a source picture (jpeg, png or webp); throws only when sharp cannot read it or it grows past the bounds (checked before any pixel is made). */
export async function processImage(source: Buffer, process: ImageProcess): Promise<ProcessedImage> {
  const image = sharp(source, { failOn: 'error' }).rotate();
  const meta = await image.metadata();
  const sourceFormat = FORMATS[meta.format ?? ''] ?? 'jpeg';
  const format = process.format ?? sourceFormat;
  if (process.resize && meta.width && meta.height) {
    const { fit, box } = plan(process.resize, meta.autoOrient ?? { width: meta.width, height: meta.height });
    if (box.width > MAX_SIDE || box.height > MAX_SIDE) throw new RangeError(`processed image would be ${box.width}x${box.height}, over ${MAX_SIDE} px`);
    if (box.width * box.height > MAX_PIXELS) throw new RangeError(`processed image would be ${box.width}x${box.height}, over ${MAX_PIXELS} pixels`);
    image.resize(fit.width, fit.height, { fit: 'fill' });
    const x = box.width - fit.width;
    const y = box.height - fit.height;
    // The service pads with white, centred.
    if (x > 0 || y > 0) image.extend({ left: Math.floor(x / 2), right: Math.ceil(x / 2), top: Math.floor(y / 2), bottom: Math.ceil(y / 2), background: '#ffffff' });
  }
  if (format === 'png') image.png({ compressionLevel: 9, palette: false });
  else if (format === 'webp') image.webp({ quality: 80 });
  else image.jpeg({ quality: 82, mozjpeg: true });
  return { body: await image.toBuffer(), contentType: `image/${format}` };
}
