import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { VideoBlock } from '../../../src/blocks/video-block/video-block';
import { homeBlock, props, renderBlock } from '../support/blocks';

const video = (container: HTMLElement) => container.querySelector('video') as HTMLVideoElement;

/** A browser that asks for reduced motion (a MediaQueryList to read and listen to). */
const askForReducedMotion = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));

describe('videoBlock', () => {
  it('shows controls and the poster, and does not autoplay unless asked', () => {
    const { container } = renderBlock('videoBlock', homeBlock('videoBlock').props);
    const v = video(container);
    expect(v.getAttribute('src')).toBe('/fixture-images/brand-film.webm');
    expect(v.getAttribute('poster')).toMatch(/^\/fixture-images\/workshop\.jpg\?x-oss-process=/);
    expect(v.hasAttribute('controls')).toBe(true);
    expect(v.autoplay).toBe(false);
    expect(v.getAttribute('aria-label')).toBe('一支球杆的诞生');
  });

  it('leaves out a video from a host the CSP does not name, and the block with it', () => {
    const { container } = renderBlock('videoBlock', props('videoBlock', { videoUrl: 'https://evil.example/v.mp4', poster: '/fixture-images/workshop.jpg' }));
    expect(container.querySelector('video')).toBeNull();
    expect(container.innerHTML).not.toContain('evil.example');
  });

  it('shows the video without a poster from a host the CSP does not name', () => {
    const { container } = renderBlock('videoBlock', props('videoBlock', { videoUrl: '/v.mp4', poster: 'https://evil.example/p.jpg' }));
    expect(video(container).getAttribute('src')).toBe('/v.mp4');
    expect(video(container).hasAttribute('poster')).toBe(false);
  });

  it('autoplays only muted and inline, whatever the CMS says about sound', () => {
    const { container } = renderBlock('videoBlock', props('videoBlock', { videoUrl: '/v.mp4', autoplay: 'true', loop: 1, muted: false }));
    const v = video(container);
    expect(v.autoplay).toBe(true);
    expect(v.muted).toBe(true);
    expect(v.hasAttribute('playsinline')).toBe(true);
    expect(v.loop).toBe(true);
  });

  it('does not autoplay for visitors who ask for reduced motion', () => {
    askForReducedMotion();
    try {
      const { container } = renderBlock('videoBlock', props('videoBlock', { videoUrl: '/v.mp4', autoplay: true }));
      expect(video(container).autoplay).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hydrates the server\'s markup without a mismatch for a visitor who asks for reduced motion, then stops the autoplay', async () => {
    const content = props('videoBlock', { videoUrl: '/v.mp4', poster: '/fixture-images/workshop.jpg', autoplay: true });
    // The server knows neither the visitor's motion preference nor WebP support: it renders motion and WebP.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<VideoBlock content={content} index={1} />);
    document.body.append(container);
    expect(video(container).autoplay).toBe(true);
    // A browser mutes a parsed video that carries the muted attribute; jsdom does not.
    video(container).muted = video(container).hasAttribute('muted');
    askForReducedMotion();
    const errors = vi.spyOn(console, 'error');
    const recovered = vi.fn();
    try {
      const root = await act(async () => hydrateRoot(container, <VideoBlock content={content} index={1} />, { onRecoverableError: recovered }));
      expect(errors).not.toHaveBeenCalled();
      expect(recovered).not.toHaveBeenCalled();
      expect(video(container).autoplay).toBe(false);
      act(() => root.unmount());
    } finally {
      vi.unstubAllGlobals();
      container.remove();
    }
  });
});
