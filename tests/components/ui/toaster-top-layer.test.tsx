import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SiteToaster } from '../../../src/ui/toaster';
import { installTopLayer } from '../support/top-layer';

beforeEach(() => {
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
  installTopLayer();
});
afterEach(() => {
  act(() => toast.remove());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function openModal(): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('open', '');
  dialog.setAttribute('data-modal', '');
  document.body.append(dialog);
  return dialog;
}

it('moves into an open modal dialog and out again when it closes, shown in the top layer each time', async () => {
  const dialog = openModal();
  render(<SiteToaster />);
  act(() => void toast('在对话框里'));
  const layer = () => screen.getByText('在对话框里').closest('[popover]') as HTMLElement;
  await waitFor(() => expect(dialog.contains(layer())).toBe(true));
  expect(layer().matches(':popover-open')).toBe(true);
  act(() => dialog.removeAttribute('open'));
  await waitFor(() => expect(dialog.contains(layer())).toBe(false));
  expect(layer().isConnected).toBe(true);
  expect(layer().matches(':popover-open')).toBe(true);
  dialog.remove();
});

// A React dialog leaves the page without closing first; the job dialogs' first toast came in that moment, and the
// error it threw (showPopover on a layer left inside the removed dialog) took the whole page down with it.
it('a toast that comes as its dialog leaves the page shows outside it, and nothing throws', async () => {
  const dialog = openModal();
  render(<SiteToaster />);
  await waitFor(() => expect(dialog.querySelector('[popover]')).not.toBeNull());
  act(() => {
    dialog.remove();
    toast.error('验证码获取失败，请稍后重试！');
  });
  const message = await screen.findByText('验证码获取失败，请稍后重试！');
  const layer = message.closest('[popover]') as HTMLElement;
  expect(layer.isConnected).toBe(true);
  await waitFor(() => expect(layer.matches(':popover-open')).toBe(true));
});

it('mounted while a modal is open, draws its layer in that dialog from the first render, never in the page first', async () => {
  const dialog = openModal();
  const added = new MutationObserver(() => undefined);
  added.observe(document.body, { subtree: true, childList: true });
  render(<SiteToaster />);
  const layers = added.takeRecords().flatMap((record) => [...record.addedNodes]).filter((node): node is HTMLElement => node instanceof HTMLElement && node.hasAttribute('popover'));
  added.disconnect();
  expect(layers.length).toBeGreaterThan(0);
  expect(layers.every((layer) => dialog.contains(layer))).toBe(true);
  dialog.remove();
});

// A layer moving into a dialog is drawn anew: a toast that had already slid in must not slide in again (the browser
// test measured it mid-way, half above the viewport).
it('a toast that has entered stays put when its layer moves into a dialog; a new one enters', async () => {
  render(<SiteToaster />);
  act(() => void toast('早先的提示'));
  const entering = await screen.findByText('早先的提示');
  expect(entering.closest('[role=status]')?.classList.contains('settled')).toBe(false);
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  const dialog = openModal();
  await waitFor(() => expect(dialog.contains(screen.getByText('早先的提示'))).toBe(true));
  expect(screen.getByText('早先的提示').closest('[role=status]')?.classList.contains('settled')).toBe(true);
  act(() => void toast('新的提示'));
  expect((await screen.findByText('新的提示')).closest('[role=status]')?.classList.contains('settled')).toBe(false);
  dialog.remove();
});
