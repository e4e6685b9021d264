import { describe, expect, it, vi } from 'vitest';
import { homeBlock, props, renderBlock } from '../support/blocks';

const video = (container: HTMLElement) => container.querySelector('video') as HTMLVideoElement;

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
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    try {
      const { container } = renderBlock('videoBlock', props('videoBlock', { videoUrl: '/v.mp4', autoplay: true }));
      expect(video(container).autoplay).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
