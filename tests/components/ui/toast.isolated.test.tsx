// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('toastError', () => {
  it('mounts the toaster with the first toast, which then shows it', async () => {
    vi.resetModules();
    // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {}, removeEventListener() {} }));
    const { ToastLayer, toastError } = await import('../../../src/ui/toast');
    const { container } = render(<ToastLayer />);
    expect(container.innerHTML).toBe(''); // nothing on a visit that raises no toast
    act(() => toastError('请求失败，请稍后重试！', { id: 'x' }));
    expect((await screen.findByRole('status')).textContent).toBe('请求失败，请稍后重试！');
    vi.unstubAllGlobals();
  });

  it('a toaster that fails loses the toasts, never the page (outside the router, nothing else would catch it)', async () => {
    vi.resetModules();
    vi.doMock('../../../src/ui/toaster', () => ({
      SiteToaster: () => {
        throw new Error('toaster broke');
      },
    }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { ToastLayer, prepareToasts } = await import('../../../src/ui/toast');
    render(<><main>页面内容</main><ToastLayer /></>);
    act(() => prepareToasts());
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('main').textContent).toBe('页面内容');
    error.mockRestore();
    vi.doUnmock('../../../src/ui/toaster');
  });
});
