import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { VideoBlock } from '../../../src/blocks/video-block/video-block';
import { homeBlock, props, renderBlock } from '../support/blocks';

const video = (container: HTMLElement) => container.querySelector('video') as HTMLVideoElement;

/** jsdom plays nothing: play() and pause() are spies, the media events a test's own. */
const stubPlayback = () => ({
  play: vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined),
  pause: vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined),
});

/** What a browser does when the video starts or stops: `paused` changes, then the event. */
const playback = (v: HTMLVideoElement, state: 'play' | 'pause') => {
  Object.defineProperty(v, 'paused', { value: state === 'pause', configurable: true });
  fireEvent(v, new Event(state));
};

/** The video's length, as a browser learns it from the metadata. */
const metadata = (v: HTMLVideoElement, duration: number) => {
  Object.defineProperty(v, 'duration', { value: duration, configurable: true });
  fireEvent(v, new Event('loadedmetadata'));
};

const button = (name: string) => screen.getByRole('button', { name });

/** Renders the block as the app does, and waits for the brand's bar (its code comes once the app holds the video). */
async function renderPlayer(content: Parameters<typeof VideoBlock>[0]['content']) {
  const rendered = renderBlock('videoBlock', content);
  await screen.findByRole('group', { name: '视频控制' });
  return rendered;
}

/** The server's markup of `content`, in the document, to hydrate. */
const serverRendered = (content: Parameters<typeof VideoBlock>[0]['content']) => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<VideoBlock content={content} index={1} />);
  document.body.append(container);
  return container;
};

/** Hydrates the server's markup in `container`, and says whether React saw a mismatch (an error or a recovered one). */
async function hydrateCleanly(container: HTMLElement, content: Parameters<typeof VideoBlock>[0]['content']) {
  const errors = vi.spyOn(console, 'error');
  const recovered = vi.fn();
  const root = await act(async () => hydrateRoot(container, <VideoBlock content={content} index={1} />, { onRecoverableError: recovered }));
  expect(errors).not.toHaveBeenCalled();
  expect(recovered).not.toHaveBeenCalled();
  return root;
}

/** A browser that asks for reduced motion (a MediaQueryList to read and listen to). */
const askForReducedMotion = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));

describe('videoBlock', () => {
  it('shows the brand\'s controls and the poster, and does not autoplay unless asked', async () => {
    const { container } = await renderPlayer(homeBlock('videoBlock').props);
    const v = video(container);
    expect(v.getAttribute('src')).toBe('/fixture-images/brand-film.webm');
    expect(v.getAttribute('poster')).toMatch(/^\/fixture-images\/workshop\.jpg\?x-oss-process=/);
    // Rendered by the app (no server markup to take over): the brand's bar from the start, not the browser's.
    expect(v.hasAttribute('controls')).toBe(false);
    expect(button('播放')).toBeTruthy();
    expect(button('静音')).toBeTruthy();
    expect(screen.getByRole('slider', { name: '播放进度' })).toBeTruthy();
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
    const container = serverRendered(content);
    expect(video(container).autoplay).toBe(true);
    // A browser mutes a parsed video that carries the muted attribute; jsdom does not.
    video(container).muted = video(container).hasAttribute('muted');
    askForReducedMotion();
    try {
      const root = await hydrateCleanly(container, content);
      expect(video(container).autoplay).toBe(false);
      act(() => root.unmount());
    } finally {
      vi.unstubAllGlobals();
      container.remove();
    }
  });
  it('keeps the browser\'s controls in the server\'s markup and swaps in the brand\'s bar once hydrated, without a mismatch', async () => {
    const content = homeBlock('videoBlock').props;
    const container = serverRendered(content);
    // Before the app (or without JavaScript) the visitor plays the video with the browser's own controls.
    expect(video(container).hasAttribute('controls')).toBe(true);
    expect(container.querySelector('button, input')).toBeNull();
    try {
      const root = await hydrateCleanly(container, content);
      const bar = within(container);
      // The browser's controls stay until the brand's bar, whose code comes after hydration, is there to take over.
      await bar.findByRole('group', { name: '视频控制' });
      expect(video(container).hasAttribute('controls')).toBe(false);
      expect(bar.getByRole('button', { name: '播放' })).toBeTruthy();
      expect(bar.getByRole('button', { name: '静音' })).toBeTruthy();
      expect(bar.getByRole('slider', { name: '播放进度' })).toBeTruthy();
      act(() => root.unmount());
    } finally {
      container.remove();
    }
  });

  it('shows 暂停 for a video that started playing before the app hydrated (its play event long gone)', async () => {
    const content = props('videoBlock', { videoUrl: '/v.mp4', autoplay: true });
    const container = serverRendered(content);
    Object.defineProperty(video(container), 'paused', { value: false, configurable: true });
    try {
      const root = await act(async () => hydrateRoot(container, <VideoBlock content={content} index={1} />));
      expect(await within(container).findByRole('button', { name: '暂停' })).toBeTruthy();
      act(() => root.unmount());
    } finally {
      container.remove();
    }
  });

  it('plays and pauses through one button whose name follows the video\'s play and pause events', async () => {
    const { play, pause } = stubPlayback();
    const { container } = await renderPlayer(props('videoBlock', { videoUrl: '/v.mp4' }));
    const v = video(container);
    fireEvent.click(button('播放'));
    expect(play).toHaveBeenCalledTimes(1);
    // Asked to play is not playing: the name changes when the video says so.
    expect(button('播放')).toBeTruthy();
    playback(v, 'play');
    fireEvent.click(button('暂停'));
    expect(pause).toHaveBeenCalledTimes(1);
    playback(v, 'pause');
    expect(button('播放')).toBeTruthy();
    // A video at its end (no loop) is paused again.
    playback(v, 'play');
    Object.defineProperty(v, 'paused', { value: true, configurable: true });
    fireEvent(v, new Event('ended'));
    expect(button('播放')).toBeTruthy();
  });

  it('mutes and unmutes the video, the button named after its volumechange events', async () => {
    const { container } = await renderPlayer(props('videoBlock', { videoUrl: '/v.mp4' }));
    const v = video(container);
    fireEvent.click(button('静音'));
    expect(v.muted).toBe(true);
    expect(button('取消静音')).toBeTruthy();
    // Sound switched on elsewhere (a media key, the browser's menu): jsdom fires volumechange, as a browser does.
    act(() => void (v.muted = false));
    expect(button('静音')).toBeTruthy();
  });

  it('offers 取消静音 for an autoplaying video, which plays muted', async () => {
    await renderPlayer(props('videoBlock', { videoUrl: '/v.mp4', autoplay: true }));
    expect(button('取消静音')).toBeTruthy();
  });

  it('seeks with the progress bar, which reads the time as the video reports it', async () => {
    const { container } = await renderPlayer(props('videoBlock', { videoUrl: '/v.mp4' }));
    const v = video(container);
    const range = screen.getByRole('slider', { name: '播放进度' });
    // Nothing to seek until the video knows its length.
    expect((range as HTMLInputElement).disabled).toBe(true);
    metadata(v, 90);
    expect((range as HTMLInputElement).disabled).toBe(false);
    expect(range.getAttribute('aria-valuetext')).toBe('0:00 / 1:30');
    fireEvent.change(range, { target: { value: '30' } });
    expect(v.currentTime).toBe(30);
    // Read back from the video at once, not at its next event: the thumb stays where the finger let it go.
    expect((range as HTMLInputElement).value).toBe('30');
    expect(range.getAttribute('aria-valuetext')).toBe('0:30 / 1:30');
    v.currentTime = 12;
    fireEvent(v, new Event('timeupdate'));
    expect(range.getAttribute('aria-valuetext')).toBe('0:12 / 1:30');
    expect(container.textContent).toContain('0:12 / 1:30');
  });

  it('leaves the button named 播放 when the browser refuses to play (an autoplay refused, a play() rejected)', async () => {
    const { container } = await renderPlayer(props('videoBlock', { videoUrl: '/v.mp4', autoplay: true }));
    // Asked to autoplay, the video has not said it plays.
    expect(button('播放')).toBeTruthy();
    // A plain function, not a spy: a spy follows its promise, which would hide a rejection nobody handled.
    let asked = 0;
    const refuse = () => (asked++, Promise.reject(new DOMException('no autoplay here', 'NotAllowedError')));
    Object.defineProperty(video(container), 'play', { value: refuse, configurable: true });
    // The refusal is the video's to report (it stays paused), not an error of the page's.
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      await act(async () => void fireEvent.click(button('播放')));
      await new Promise((settle) => setTimeout(settle));
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(asked).toBe(1);
    expect(unhandled).not.toHaveBeenCalled();
    expect(button('播放')).toBeTruthy();
  });

  it('toggles play with a click on the picture, and Space or K on the focused player', async () => {
    const { play, pause } = stubPlayback();
    const { container } = await renderPlayer(props('videoBlock', { videoUrl: '/v.mp4' }));
    const v = video(container);
    expect(v.tabIndex).toBe(0);
    // Space is the page's scroll key: the player keeps it.
    expect(fireEvent.keyDown(v, { key: ' ' })).toBe(false);
    expect(play).toHaveBeenCalledTimes(1);
    playback(v, 'play');
    fireEvent.keyDown(v, { key: 'k' });
    expect(pause).toHaveBeenCalledTimes(1);
    playback(v, 'pause');
    fireEvent.keyDown(button('播放'), { key: 'K' });
    expect(play).toHaveBeenCalledTimes(2);
    // Space on a button is that button's own click; Ctrl+K is the browser's.
    fireEvent.keyDown(button('静音'), { key: ' ' });
    fireEvent.keyDown(v, { key: 'k', ctrlKey: true });
    expect(play).toHaveBeenCalledTimes(2);
    fireEvent.click(v);
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('offers full screen for the player where the browser has requestFullscreen, named after the fullscreenchange events', async () => {
    const { container } = await renderPlayer(props('videoBlock', { videoUrl: '/v.mp4' }));
    // jsdom, like an iPhone, has no requestFullscreen: no button that would do nothing.
    expect(screen.queryByRole('button', { name: '全屏' })).toBeNull();
    act(() => void container.remove());
    const request = vi.fn().mockResolvedValue(undefined);
    const exit = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', { value: request, configurable: true });
    Object.defineProperty(Document.prototype, 'exitFullscreen', { value: exit, configurable: true });
    try {
      const { container: shown } = await renderPlayer(props('videoBlock', { videoUrl: '/v.mp4' }));
      const player = video(shown).parentElement;
      fireEvent.click(button('全屏'));
      // The player, not the video alone: the brand's bar stays over the picture in full screen.
      expect(request.mock.contexts).toEqual([player]);
      Object.defineProperty(document, 'fullscreenElement', { value: player, configurable: true });
      fireEvent(player as HTMLElement, new Event('fullscreenchange', { bubbles: true }));
      fireEvent.click(button('退出全屏'));
      expect(exit).toHaveBeenCalledTimes(1);
      Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true });
      fireEvent(document, new Event('fullscreenchange'));
      expect(button('全屏')).toBeTruthy();
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
      Reflect.deleteProperty(Document.prototype, 'exitFullscreen');
      Reflect.deleteProperty(document, 'fullscreenElement');
    }
  });
});
