// @vitest-environment node
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_WIDTH, imageUrl, MAX_IMAGE_SIDE } from '../../../src/lib/image';
import { IMAGE_PROCESS_PARAM, MAX_PIXELS, MAX_SIDE, parseImageProcess, processImage } from '../../../tools/image-processing';

const RUNS = { numRuns: 1000 };

/** The process query of a URL the site builds. */
const queryOf = (url: string) => new URL(url, 'http://site.test').searchParams.get(IMAGE_PROCESS_PARAM) ?? '';

/** A 400x300 JPEG with a red left half, so padding and resizing can be seen in the pixels. */
const photo = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#2050a0' } })
    .composite([{ input: { create: { width: 200, height: 300, channels: 3, background: '#d02020' } }, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();

describe('parseImageProcess', () => {
  it('reads what the site asks for', () => {
    expect(parseImageProcess('image/resize,m_lfit,w_640/format,webp')).toEqual({ ok: true, process: { resize: { mode: 'lfit', width: 640 }, format: 'webp' } });
    expect(parseImageProcess('image/resize,m_pad,w_676,h_528/format,png')).toEqual({ ok: true, process: { resize: { mode: 'pad', width: 676, height: 528 }, format: 'png' } });
    expect(parseImageProcess('image/resize,p_50')).toEqual({ ok: true, process: { resize: { mode: 'percent', percent: 50 } } });
    expect(parseImageProcess('image/format,jpg')).toEqual({ ok: true, process: { format: 'jpeg' } });
  });

  it.each([
    ['', 'process "" is not supported'],
    ['video/snapshot,t_1', 'process "video" is not supported'],
    ['image', 'names no operation'],
    ['image/resize,w_0', 'w_ value "0" is out of range'],
    ['image/resize,w_16385', 'out of range'],
    ['image/resize,w_12px', 'out of range'],
    ['image/resize,m_fill,w_10', 'mode "fill" is not supported'],
    ['image/resize,m_pad,w_10', 'needs both w_ and h_'],
    ['image/resize,p_50,w_10', 'cannot be combined'],
    ['image/resize,w_10,w_20', 'given twice'],
    ['image/resize,m_lfit', 'needs w_, h_ or p_'],
    ['image/format,gif', 'format "gif" is not supported'],
    ['image/rotate,90', 'operation "rotate" is not supported'],
  ])('refuses %j with a one-line reason', (query, reason) => {
    const parsed = parseImageProcess(query);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.message).toContain(reason);
      expect(parsed.message).not.toContain('\n');
    }
  });

  it('never throws, whatever the string, and a refusal is one line (property)', () => {
    const word = fc.constantFrom('image', 'resize', 'format', 'm_lfit', 'm_pad', 'w_', 'h_', 'p_', 'webp', 'png', ',', '/', '_', '0', '9', '\n', '');
    const query = fc.oneof(fc.string(), fc.array(word).map((parts) => parts.join('')), fc.array(word).map((parts) => `image/${parts.join('')}`));
    fc.assert(
      fc.property(query, (q) => {
        const parsed = parseImageProcess(q);
        return parsed.ok || (parsed.message.length > 0 && !parsed.message.includes('\n'));
      }),
      RUNS,
    );
  });

  it('accepts every query the site builds and reads back its width, box and format (property)', () => {
    const dimension = fc.option(fc.oneof(fc.double(), fc.integer({ min: 1, max: 4000 })), { nil: undefined });
    fc.assert(
      fc.property(dimension, dimension, fc.boolean(), fc.boolean(), (width, size, png, webp) => {
        const parsed = parseImageProcess(queryOf(imageUrl('/fixture-images/driver.jpg', { width, size, png }, webp)));
        if (!parsed.ok) return false;
        const { resize, format } = parsed.process;
        const expectedFormat = png ? 'png' : webp ? 'webp' : undefined;
        const asked = width !== undefined && Number.isFinite(width) && width > 0 ? width : DEFAULT_IMAGE_WIDTH;
        const expectedWidth = Math.min(MAX_IMAGE_SIDE, Math.max(1, Math.round(asked)));
        if (format !== expectedFormat || !resize) return false;
        if (resize.mode === 'percent') return size !== undefined && size >= 10 && resize.percent === Math.min(Math.round(size), 1000);
        return resize.width === expectedWidth && resize.mode === (png ? 'pad' : 'lfit') && (resize.height ?? 1) <= MAX_SIDE;
      }),
      RUNS,
    );
  });
});

describe('processImage', () => {
  it('resizes to the asked width, never wider, and keeps the proportions', async () => {
    const source = await photo();
    for (const width of [120, 399, 400, 1920]) {
      const parsed = parseImageProcess(`image/resize,m_lfit,w_${width}`);
      if (!parsed.ok) throw new Error(parsed.message);
      const out = await sharp((await processImage(source, parsed.process)).body).metadata();
      expect(out.width).toBeLessThanOrEqual(width);
      expect(out.width).toBe(Math.min(width, 400));
      expect(out.height).toBe(Math.round((Math.min(width, 400) * 300) / 400));
    }
  });

  it('fits into a width and height box without cropping', async () => {
    const parsed = parseImageProcess('image/resize,m_lfit,w_200,h_100');
    if (!parsed.ok) throw new Error(parsed.message);
    const out = await sharp((await processImage(await photo(), parsed.process)).body).metadata();
    expect([out.width, out.height]).toEqual([133, 100]);
  });

  it('delivers WebP bytes when asked', async () => {
    const parsed = parseImageProcess('image/resize,m_lfit,w_200/format,webp');
    if (!parsed.ok) throw new Error(parsed.message);
    const image = await processImage(await photo(), parsed.process);
    expect(image.contentType).toBe('image/webp');
    expect(image.body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(image.body.subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  it('pads a png to its box in white, the picture whole and centred', async () => {
    const parsed = parseImageProcess('image/resize,m_pad,w_300,h_300/format,png');
    if (!parsed.ok) throw new Error(parsed.message);
    const image = await processImage(await photo(), parsed.process);
    expect(image.contentType).toBe('image/png');
    const { data, info } = await sharp(image.body).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.format]).toEqual([300, 300, 'raw']);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(150, 5)).toEqual([255, 255, 255]); // the band above the 300x225 picture
    expect(pixel(150, 294)).toEqual([255, 255, 255]); // and below it
    expect(pixel(20, 150)[0]).toBeGreaterThan(180); // the red half, whole, at the left edge
    expect(pixel(280, 150)[2]).toBeGreaterThan(120); // the blue half at the right
  });

  it('scales by a percent and refuses a result past the service bounds', async () => {
    const half = parseImageProcess('image/resize,p_50');
    const huge = parseImageProcess('image/resize,p_1000');
    if (!half.ok || !huge.ok) throw new Error('parse');
    const out = await sharp((await processImage(await photo(), half.process)).body).metadata();
    expect([out.width, out.height, out.format]).toEqual([200, 150, 'jpeg']);
    const wide = await sharp({ create: { width: 2000, height: 10, channels: 3, background: '#000' } }).jpeg().toBuffer();
    await expect(processImage(wide, huge.process)).rejects.toThrow(/over 16384 px/);
  });

  it.each(['image/resize,m_pad,w_16384,h_16384', 'image/resize,m_pad,w_4097,h_4096', 'image/resize,p_1000'])(
    'refuses %s, an area past 4096 x 4096, before making a pixel',
    async (query) => {
      const asked = parseImageProcess(query);
      if (!asked.ok) throw new Error('parse');
      // A 500x500 source: p_1000 makes 5000x5000, past the area though each side is within 16384.
      const source = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#000' } }).jpeg().toBuffer();
      await expect(processImage(source, asked.process)).rejects.toThrow(`over ${MAX_PIXELS} pixels`);
    },
  );
});
