import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FakeObserver, useFakeObserver } from '../../support/fake-observer';
import { renderInFrame } from '../../support/frame';
import { withFixtureServer } from '../../../support/fixture-server';

withFixtureServer();


/** The slot as a first visit finds it: a fresh module, whose footer code has not been fetched. */
async function renderSlot() {
  vi.resetModules();
  const slot = await import('../../../../src/features/footer/footer-slot');
  return { ...(await renderInFrame(<slot.FooterSlot />)), slot };
}

/** The footer's band holding its place until its code comes. */
const waitingBand = (container: HTMLElement) => container.querySelector('[class*="waiting"]');

describe('FooterSlot', () => {
  useFakeObserver();

  it('holds the footer\'s place until it comes near the viewport, then renders the footer with its data', async () => {
    const { container } = await renderSlot();
    await vi.waitFor(() => expect(FakeObserver.all.some((o) => o.watched.has(waitingBand(container) as Element))).toBe(true));
    expect(screen.queryByRole('contentinfo')).toBeNull();
    await act(async () => FakeObserver.bringNear());
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5000 });
    expect(await screen.findByRole('navigation', { name: '页脚导航' })).toBeTruthy();
    expect(await within(footer).findByRole('link', { name: '沪ICP备19790001号-1' })).toBeTruthy();
    expect(waitingBand(container)).toBeNull();
  });

  it('comes at the visitor\'s first Tab, so keyboard order reaches its links', async () => {
    await renderSlot();
    await vi.waitFor(() => expect(FakeObserver.all.some((o) => o.watched.size > 0)).toBe(true));
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(await screen.findByRole('contentinfo', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('renders the footer at once once its code is there (a server-rendered page preloads it before hydrating)', async () => {
    vi.resetModules();
    const slot = await import('../../../../src/features/footer/footer-slot');
    await slot.preloadFooter();
    await renderInFrame(<slot.FooterSlot />);
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(FakeObserver.all.every((o) => o.watched.size === 0)).toBe(true);
  });
});
