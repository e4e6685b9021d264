import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetWebPCache } from '../../../src/lib/image';
import { CmsImage, EagerPictures } from '../../../src/ui/cms-image';

describe('CmsImage in a browser whose WebP support is not known yet', () => {
  beforeEach(() => resetWebPCache());

  it('asks for WebP first, as the server\'s HTML does, and switches once the idle page finds the browser has none', async () => {
    render(<CmsImage src="/fixture-images/gift-1.jpg" alt="礼盒" width={836} height={520} />);
    const src = () => screen.getByRole('img', { name: '礼盒' }).getAttribute('src');
    expect(src()).toBe('/fixture-images/gift-1.jpg?x-oss-process=image/resize,m_lfit,w_836/format,webp');
    // jsdom has no 2D canvas: the detection, once it runs, finds no WebP.
    await waitFor(() => expect(src()).toBe('/fixture-images/gift-1.jpg?x-oss-process=image/resize,m_lfit,w_836'));
  });
});

describe('CmsImage', () => {
  it('reserves its box and offers processed widths up to twice its own, for dense screens', () => {
    render(<CmsImage src="/fixture-images/gift-1.jpg" alt="礼盒" width={836} height={520} sizes="50vw" />);
    const img = screen.getByRole('img', { name: '礼盒' });
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['836', '520', 'lazy']);
    expect(img.getAttribute('src')).toBe('/fixture-images/gift-1.jpg?x-oss-process=image/resize,m_lfit,w_836');
    expect(img.getAttribute('srcset')?.split(', ').map((s) => s.split(' ')[1])).toEqual(['360w', '640w', '960w', '1280w', '1672w']);
    expect(img.getAttribute('sizes')).toBe('50vw');
  });

  it('art-directs a phone picture and loads an above-the-fold picture at once', () => {
    const { container } = render(
      <CmsImage src="/d.jpg" alt="横幅" width={1920} height={800} mobile={{ src: '/m.jpg', width: 750, height: 1000 }} priority />,
    );
    const source = container.querySelector('source');
    expect(source?.getAttribute('media')).toBe('(max-width: 767px)');
    expect(source?.getAttribute('srcset')).toContain('/m.jpg?x-oss-process=image/resize,m_lfit,w_1500 1500w');
    const img = screen.getByRole('img', { name: '横幅' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('chooses among the phone picture\'s widths, and the preloads\' of an above-the-fold one, by its sizes (valid HTML: no width descriptors without sizes)', async () => {
    const { container } = render(
      <CmsImage src="/wide.jpg" alt="横幅" width={1920} height={800} mobile={{ src: '/phone.jpg', width: 750, height: 1000 }} sizes="(min-width: 768px) 50vw, 100vw" priority />,
    );
    expect(container.querySelector('source')?.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
    const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].filter((link) => /^\/(wide|phone)\.jpg/.test(link.getAttribute('imagesrcset') ?? ''));
    await waitFor(() => expect(preloads().map((link) => [link.getAttribute('media'), link.getAttribute('imagesizes')])).toEqual([
      ['(max-width: 767px)', '(min-width: 768px) 50vw, 100vw'],
      ['(min-width: 768px)', '(min-width: 768px) 50vw, 100vw'],
    ]));
  });

  it('gives a picture the service cannot resize (an svg) neither a srcset nor sizes', () => {
    render(<CmsImage src="/fixture-images/qr.svg" alt="二维码" width={120} height={120} sizes="120px" />);
    const img = screen.getByRole('img', { name: '二维码' });
    expect([img.getAttribute('src'), img.getAttribute('srcset'), img.getAttribute('sizes')]).toEqual(['/fixture-images/qr.svg', null, null]);
  });

  it('loads without waiting to be seen, at low priority, under EagerPictures (a hidden panel warmed); lazily elsewhere', () => {
    render(
      <>
        <EagerPictures value>
          <CmsImage src="/fixture-images/a.jpg" alt="warm" width={400} height={400} />
        </EagerPictures>
        <CmsImage src="/fixture-images/b.jpg" alt="cold" width={400} height={400} />
      </>,
    );
    const attrs = (name: string) => ['loading', 'fetchpriority'].map((key) => screen.getByAltText(name).getAttribute(key));
    expect(attrs('warm')).toEqual(['eager', 'low']);
    expect(attrs('cold')).toEqual(['lazy', 'auto']);
  });

  it('offers a thumbnail drawn at its own size at 2x and 3x, so a phone screen gets it sharp', () => {
    render(<CmsImage src="/t.jpg" alt="缩略图" width={72} height={72} sizes="72px" />);
    expect(screen.getByRole('img', { name: '缩略图' }).getAttribute('srcset')).toBe(
      '/t.jpg?x-oss-process=image/resize,m_lfit,w_72 72w, /t.jpg?x-oss-process=image/resize,m_lfit,w_144 144w, /t.jpg?x-oss-process=image/resize,m_lfit,w_216 216w',
    );
  });

  it('never offers a width past 1920', () => {
    render(<CmsImage src="/h.jpg" alt="大图" width={1920} height={800} />);
    const widths = screen.getByRole('img', { name: '大图' }).getAttribute('srcset')?.split(', ').map((s) => Number(s.split(' ')[1]?.slice(0, -1)));
    expect(widths).toEqual([360, 640, 960, 1280, 1920]);
  });

  it('pads a product cut-out to its box instead of cropping it (png in a browser without WebP)', () => {
    render(<CmsImage src="/p.jpg" alt="产品" width={672} height={672} padded />);
    expect(screen.getByRole('img', { name: '产品' }).getAttribute('src')).toBe('/p.jpg?x-oss-process=image/resize,m_pad,w_672,h_672/format,png');
  });
});
