import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteToaster } from '../../../src/ui/toaster';

// react-hot-toast keeps a dismissed toast for 1 s (its exit animation) before removing it.
const REMOVE_DELAY = 1000;

beforeEach(() => {
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  vi.useFakeTimers();
  render(<SiteToaster />);
});
afterEach(() => {
  act(() => toast.remove());
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const shown = (text: string) => screen.queryByText(text) !== null;
/** Shown and not yet dismissed: a dismissed toast stays in the DOM for its exit animation, marked as leaving. */
const standing = (text: string) => {
  const box = screen.queryByText(text)?.closest('[role]');
  return box != null && !box.classList.contains('leaving');
};

describe('toasts', () => {
  // The spec's durations, written out: a shorter or longer duration in the toaster must fail here.
  it.each([
    ['error', () => toast.error('出错了'), '出错了', 4000],
    ['blank', () => toast('提示一下'), '提示一下', 4000],
    ['success', () => toast.success('已保存'), '已保存', 2000],
  ] as const)('shows a %s toast for exactly its duration', (_kind, show, text, duration) => {
    act(() => void show());
    advance(duration - 1);
    expect(standing(text)).toBe(true);
    advance(1);
    expect(shown(text)).toBe(true);
    expect(standing(text)).toBe(false);
    advance(REMOVE_DELAY);
    expect(shown(text)).toBe(false);
  });

  it('keeps a loading toast until it is dismissed', () => {
    let id = '';
    act(() => void (id = toast.loading('加载中')));
    advance(60_000);
    expect(shown('加载中')).toBe(true);
    act(() => toast.dismiss(id));
    advance(REMOVE_DELAY);
    expect(shown('加载中')).toBe(false);
  });

  // The spec's limit, which is react-hot-toast's own: the site sets none.
  it('shows at most 20 at once, newest first', () => {
    act(() => {
      for (let i = 1; i <= 25; i++) toast(`第 ${i} 条`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(20);
    expect(shown('第 25 条')).toBe(true);
    expect(shown('第 5 条')).toBe(false);
  });

  it('sits at the top right', () => {
    act(() => void toast('位置'));
    expect(screen.getByText('位置').closest('[data-position]')?.getAttribute('data-position')).toBe('top-right');
  });
});
