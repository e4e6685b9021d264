// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageSrcSet, imageUrl, resetWebPCache, supportsWebP, WEBP_STORAGE_KEY } from '../../../src/lib/image';

const RUNS = { numRuns: 1000 };
const PROCESS = 'x-oss-process=';

afterEach(() => {
  localStorage.clear();
  resetWebPCache();
});

describe('imageUrl', () => {
  it('resizes to 1920 wide and fits by default, and asks for WebP when the browser shows it', () => {
    expect(imageUrl('https://cdn.example.cn/a/b.jpg', {}, false)).toBe('https://cdn.example.cn/a/b.jpg?x-oss-process=image/resize,m_lfit,w_1920');
    expect(imageUrl('https://cdn.example.cn/a/b.jpg', {}, true)).toBe('https://cdn.example.cn/a/b.jpg?x-oss-process=image/resize,m_lfit,w_1920/format,webp');
  });

  it('reads a size under 10 as a width/height ratio and 10 or more as a percent', () => {
    expect(imageUrl('/i.jpg', { width: 836, size: 836 / 520 }, false)).toBe('/i.jpg?x-oss-process=image/resize,m_lfit,w_836,h_520');
    expect(imageUrl('/i.jpg', { size: 50 }, false)).toBe('/i.jpg?x-oss-process=image/resize,p_50');
  });

  it('pads a cut-out to its box (square without a ratio): WebP where the browser shows it, else png', () => {
    expect(imageUrl('/p.jpg', { width: 672, padded: true }, true)).toBe('/p.jpg?x-oss-process=image/resize,m_pad,w_672,h_672/format,webp');
    expect(imageUrl('/p.jpg', { width: 672, padded: true }, false)).toBe('/p.jpg?x-oss-process=image/resize,m_pad,w_672,h_672/format,png');
    expect(imageUrl('/p.jpg', { width: 676, size: 676 / 528, padded: true }, false)).toBe('/p.jpg?x-oss-process=image/resize,m_pad,w_676,h_528/format,png');
  });

  it('keeps an existing query and fragment, and processes fixture images the same way', () => {
    expect(imageUrl('https://c.cn/a.jpg?v=2#top', { width: 100 }, false)).toBe('https://c.cn/a.jpg?v=2&x-oss-process=image/resize,m_lfit,w_100#top');
    expect(imageUrl('/fixture-images/driver.jpg', { width: 800 }, false)).toBe('/fixture-images/driver.jpg?x-oss-process=image/resize,m_lfit,w_800');
  });

  it('leaves alone what it cannot process: data:, blob:, svg, gif, relative and already processed URLs', () => {
    for (const src of ['data:image/png;base64,AA', 'blob:https://x/1', '/logo.svg', 'https://c.cn/a.gif?x=1', 'img.jpg', '//c.cn/a.jpg?x-oss-process=image/resize,w_10']) {
      expect(imageUrl(src, {}, true)).toBe(src);
    }
  });

  it('never throws, and a processed URL carries exactly one processing query (property)', () => {
    const options = fc.record({ width: fc.option(fc.double(), { nil: undefined }), size: fc.option(fc.double(), { nil: undefined }), padded: fc.boolean() }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.string(), options, fc.boolean(), (src, opts, webp) => {
        const out = imageUrl(src, opts, webp);
        return out === src.trim() || out.split(PROCESS).length === 2;
      }),
      RUNS,
    );
  });

  it('keeps the original URL in front, is idempotent, and picks the format from webp/padded (property)', () => {
    const path = fc.stringMatching(/^\/[a-z0-9/_-]{1,20}\.(jpg|png|webp)$/);
    const width = fc.integer({ min: 1, max: 4000 });
    fc.assert(
      fc.property(path, width, fc.boolean(), fc.boolean(), (src, w, padded, webp) => {
        const out = imageUrl(src, { width: w, padded }, webp);
        const format = webp ? '/format,webp' : padded ? '/format,png' : '';
        return out.startsWith(`${src}?${PROCESS}`) && out.endsWith(format) && out.includes(`w_${w}`) && imageUrl(out, { width: w, padded }, webp) === out;
      }),
      RUNS,
    );
  });

  it('turns a ratio into the height and a percent into p_N (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), fc.double({ min: 0.1, max: 9.99, noNaN: true }), (w, ratio) =>
        imageUrl('/a.jpg', { width: w, size: ratio }, false).endsWith(`w_${w},h_${Math.min(16_384, Math.max(1, Math.round(w / ratio)))}`),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 1000 }), (percent) => imageUrl('/a.jpg', { size: percent }, false).endsWith(`resize,p_${percent}`)),
      RUNS,
    );
  });
});

describe('imageSrcSet', () => {
  it('lists the image at each width, and nothing for an image that cannot be resized', () => {
    expect(imageSrcSet('/a.jpg', [360, 720], {}, false)).toBe('/a.jpg?x-oss-process=image/resize,m_lfit,w_360 360w, /a.jpg?x-oss-process=image/resize,m_lfit,w_720 720w');
    expect(imageSrcSet('/a.svg', [360], {}, false)).toBe('');
  });
});

describe('supportsWebP', () => {
  // Asked afresh: the setup has it known already, as a second page would.
  beforeEach(() => resetWebPCache());

  it('reads the stored flag without detecting again', () => {
    localStorage.setItem(WEBP_STORAGE_KEY, 'true');
    expect(supportsWebP()).toBe(true);
    localStorage.setItem(WEBP_STORAGE_KEY, 'false');
    expect(supportsWebP()).toBe(true); // kept for the session once read
  });

  it('detects once where nothing is stored and keeps the answer in localStorage', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    expect(supportsWebP()).toBe(false); // jsdom has no 2D canvas
    expect(localStorage.getItem(WEBP_STORAGE_KEY)).toBe('false');
    getItem.mockClear();
    supportsWebP();
    expect(getItem).not.toHaveBeenCalled();
  });

  it('asks a canvas in a browser that has one', () => {
    vi.stubGlobal('OffscreenCanvas', class {});
    const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/webp;base64,UklGR');
    try {
      expect(supportsWebP()).toBe(true);
      expect(toDataURL).toHaveBeenCalledWith('image/webp');
      expect(localStorage.getItem(WEBP_STORAGE_KEY)).toBe('true');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
