import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInFrame } from '../support/frame';
import { withFixtureServer } from '../../support/fixture-server';

withFixtureServer();


describe('preloadFrame, the one list of the frame\'s lazy parts (loaded before hydrating and before the server renders)', () => {
  it('brings the code of each: the footer and the desktop header then render in the first pass, as the server-rendered HTML has them', async () => {
    vi.resetModules();
    const { preloadFrame } = await import('../../../src/app/frame-preloads');
    const { FooterSlot } = await import('../../../src/features/footer/footer-slot');
    const { DesktopSlot } = await import('../../../src/features/navigation/desktop-slot');
    await preloadFrame();
    await renderInFrame(
      <>
        <DesktopSlot items={[]} />
        <FooterSlot />
      </>,
    );
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
