// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { imageThumbnail, THUMBNAIL_SIZE } from '../../../../src/ui/upload/thumbnail';

afterEach(() => {
  delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
});

/** jsdom neither decodes images nor draws: stand-ins for a 400x100 picture and a canvas that records the draw. */
function fakeImagePipeline() {
  const drawImage = vi.fn();
  const canvases: HTMLCanvasElement[] = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(100);
  Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: () => Promise.resolve() });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    canvases.push(this);
    return { drawImage } as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
  return { drawImage, canvases };
}

describe('imageThumbnail', () => {
  it('draws an image fitted and centred into a 200px square', async () => {
    const { drawImage, canvases } = fakeImagePipeline();
    const url = await imageThumbnail(new File(['x'], 'a.png', { type: 'image/png' }));
    expect(url).toBe('data:image/png;base64,AAAA');
    expect(THUMBNAIL_SIZE).toBe(200);
    expect([canvases[0]?.width, canvases[0]?.height]).toEqual([200, 200]);
    expect(drawImage).toHaveBeenCalledWith(expect.any(HTMLImageElement), 0, 75, 200, 50);
  });

  it('answers nothing for a file that is not an image, or an image that cannot be decoded', async () => {
    expect(await imageThumbnail(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }))).toBe('');
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { configurable: true, value: () => Promise.reject(new Error('broken')) });
    expect(await imageThumbnail(new File(['x'], 'a.png', { type: 'image/png' }))).toBe('');
  });
});
