import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CmsImage, shownImageSrc } from '../../../src/ui/cms-image';
import { RichText } from '../../../src/ui/rich-text';
import { opensWithRichText } from '../../../src/ui/rich-text-loader';
import { IMAGE_PAYLOADS } from '../../hostile/corpus';
import { renderInRouter } from '../support/blocks';

/** Clicks, answering whether the page left the click to the browser; jsdom cannot navigate, so nothing does after. */
function clickLeftToBrowser(target: Element, init: MouseEventInit = {}): boolean {
  let left = false;
  const seen = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', seen);
  fireEvent.click(target, init);
  window.removeEventListener('click', seen);
  return left;
}

describe('RichText', () => {
  it('routes an internal link through the router, without a page load', () => {
    const { router } = renderInRouter(<RichText html={'<p>看 <a href="/products/golf">球杆</a></p>'} />);
    const link = screen.getByRole('link', { name: '球杆' });
    expect(clickLeftToBrowser(link)).toBe(false); // no full page load
    expect(router.state.location.pathname).toBe('/products/golf');
  });

  it('leaves an external link to its new tab and modified clicks to the browser', () => {
    const { router } = renderInRouter(<RichText html={'<a href="https://shop.example.cn/">店</a><a href="/about-us">关于</a>'} />);
    expect(clickLeftToBrowser(screen.getByRole('link', { name: '店' }))).toBe(true);
    expect(clickLeftToBrowser(screen.getByRole('link', { name: '关于' }), { ctrlKey: true })).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('puts no overlay, handler, clobbering name or hostile URL into the DOM', () => {
    const { container } = renderInRouter(
      <RichText html={'<a href="javascript:alert(1)" style="position:fixed;inset:0">x</a><img id="__clobber" name="__clobber" src="/a.jpg" onerror="alert(1)"><svg onload="alert(1)"></svg>'} />,
    );
    expect(container.querySelector('[style], [id], [name], [onerror], [onload], svg, [href^="javascript"]')).toBeNull();
    expect((window as unknown as Record<string, unknown>).__clobber).toBeUndefined();
    expect(container.textContent).toBe('x');
  });
});

describe('CmsImage as the last guard', () => {
  it.each(IMAGE_PAYLOADS.map((p) => [p.slice(0, 50), p]))('renders no <img> for %s', (_name, src) => {
    const { container } = render(<CmsImage src={src} alt="坏图" width={100} height={100} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('picture')).not.toBeNull(); // the box keeps its place in the layout
    expect(shownImageSrc(src)).toBeUndefined();
  });

  it('shows an image of the site itself', () => {
    expect(shownImageSrc(' /fixture-images/a.jpg ')).toBe('/fixture-images/a.jpg');
    expect(shownImageSrc(`${location.origin}/a.jpg`)).toBe(`${location.origin}/a.jpg`);
  });
});

describe('opensWithRichText', () => {
  it('names the content lists whose first screen shows rich text, so only their loaders fetch the sanitiser', () => {
    expect(opensWithRichText([{ modelName: 'hero' }, { modelName: 'highlight' }])).toBe(true);
    expect(opensWithRichText([{ modelName: 'common', contents: '{}' }])).toBe(true);
    expect(opensWithRichText([{ modelName: 'hero' }, { modelName: 'goods' }, { modelName: 'common' }])).toBe(false);
    expect(opensWithRichText([null, 'common'])).toBe(false);
    expect(opensWithRichText(undefined)).toBe(false);
    expect(opensWithRichText({ modelName: 'common' })).toBe(false);
  });
});
