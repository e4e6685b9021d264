import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Modal, type ModalProps } from '../../../src/ui/modal';
import { installDialogPolyfill } from '../support/frame';

beforeAll(installDialogPolyfill);
afterEach(() => vi.useRealTimers());

type Options = Partial<Pick<ModalProps, 'closeDelay' | 'closeOnOverlay' | 'closeOnEscape'>>;

function Harness(options: Options) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>打开</button>
      <Modal open={open} onClose={() => setOpen(false)} label="测试对话框" {...options}>
        <p>正文</p>
        <button type="button">内部按钮</button>
      </Modal>
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: '测试对话框' });
const escape = () => {
  const event = new Event('cancel', { cancelable: true });
  fireEvent(dialog(), event);
  return event;
};

describe('Modal', () => {
  it('is closed (nothing rendered) until opened, then named, focused inside, and locks page scroll', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: '打开' }));
    expect(dialog().getAttribute('data-state')).toBe('open');
    expect((dialog() as HTMLDialogElement).open).toBe(true);
    expect(dialog().contains(document.activeElement)).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('closes on the close button and gives focus back to the opener and scroll back to the page', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '打开' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('gives the first focus to the control marked data-autofocus', async () => {
    const user = userEvent.setup({ delay: null });
    function Marked() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>打开</button>
          <Modal open={open} onClose={() => setOpen(false)} label="测试对话框"><button type="button" data-autofocus>完成</button></Modal>
        </>
      );
    }
    render(<Marked />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '完成' }));
  });

  it('hands focus back to the first opener when a dialog opened from another one outlives it', async () => {
    function HandOver() {
      const [first, setFirst] = useState(false);
      const [second, setSecond] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setFirst(true)}>菜单</button>
          <Modal open={first} onClose={() => setFirst(false)} label="菜单面板">
            <button type="button" onClick={() => { setFirst(false); setSecond(true); }}>门店</button>
          </Modal>
          <Modal open={second} onClose={() => setSecond(false)} label="门店详情"><p>门店</p></Modal>
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    render(<HandOver />);
    const menu = screen.getByRole('button', { name: '菜单' });
    await user.click(menu);
    await user.click(screen.getByRole('button', { name: '门店' }));
    expect(screen.queryByRole('dialog', { name: '菜单面板' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(menu);
  });

  it('stays in the closing state for the delay, then closes', () => {
    vi.useFakeTimers();
    render(<Harness closeDelay={300} />);
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(dialog().getAttribute('data-state')).toBe('closing');
    act(() => vi.advanceTimersByTime(299));
    expect(dialog().getAttribute('data-state')).toBe('closing');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the overlay, not on a click inside the panel', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await user.click(screen.getByText('正文'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await user.click(dialog());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ignores the overlay when closeOnOverlay is off', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness closeOnOverlay={false} />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await user.click(dialog());
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('closes on Escape, and keeps the browser from closing it behind the owner', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    const event = escape();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on Escape when closeOnEscape is off', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness closeOnEscape={false} />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    escape();
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('stays open when a file chooser inside it is dismissed (its input fires a bubbling cancel)', () => {
    function WithFile() {
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} onClose={() => setOpen(false)} label="测试对话框">
          <input type="file" aria-label="简历" />
        </Modal>
      );
    }
    render(<WithFile />);
    fireEvent(screen.getByLabelText('简历'), new Event('cancel', { bubbles: true }));
    expect(screen.queryByRole('dialog')).not.toBeNull();
  });

  it('tells the owner when the browser closes the dialog by itself', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    act(() => (dialog() as HTMLDialogElement).close());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
