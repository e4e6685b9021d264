import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { progressStatus } from '../../../src/ui/progress';
import { PROGRESS_DELAY_MS, Upload, type UploadAction } from '../../../src/ui/upload/upload';
import type { UploadFile } from '../../../src/ui/upload/upload-file';
import { fixtureServer, withFixtureServer } from '../../support/fixture-server';

withFixtureServer();

const ACTION = 'http://api.test/upload';

/** An Upload that keeps its list, reporting every change. */
function Harness({ onChange, ...props }: { onChange?: (list: UploadFile[], changed: UploadFile) => void; maxCount?: number; accept?: string; upload?: UploadAction }) {
  const [list, setList] = useState<UploadFile[]>([]);
  return (
    <Upload label="附件" pickLabel="选择文件" fileList={list} maxSize={1000} {...props} onChange={(next, changed) => {
      setList(next);
      onChange?.(next, changed);
    }} />
  );
}

const input = () => screen.getByRole('group', { name: '附件' }).querySelector('input[type=file]') as HTMLInputElement;
const names = () => screen.queryAllByRole('listitem').map((li) => li.querySelector('span')?.textContent);

describe('Upload', () => {
  it('is a labelled group whose chooser takes the accept list, and lists what was chosen with size and status', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness accept=".pdf" maxCount={3} />);
    expect(input().getAttribute('accept')).toBe('.pdf');
    expect(input().multiple).toBe(true);
    await user.upload(input(), [new File(['x'.repeat(900)], 'a.pdf'), new File(['x'.repeat(1001)], 'big.pdf'), new File(['x'], 'b.png', { type: 'image/png' })]);
    expect(names()).toEqual(['a.pdf']);
    expect(screen.getByText('1 KB · 已添加')).toBeTruthy();
  });

  it('names each chosen file it left out, and why, in one polite line beside the chooser', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness accept=".pdf" maxCount={2} />);
    const line = screen.getByRole('status');
    expect(line.textContent).toBe('');
    await user.upload(input(), [new File(['x'], 'a.pdf'), new File(['x'.repeat(1001)], 'big.pdf'), new File(['x'], 'b.png', { type: 'image/png' })]);
    expect(names()).toEqual(['a.pdf']);
    expect(line.textContent).toBe('抱歉，以下文件未能添加：big.pdf（超过大小上限）；b.png（格式不支持）');
    await user.upload(input(), [new File(['y'], 'a.pdf'), new File(['y'], 'c.pdf'), new File(['y'], 'd.pdf')]);
    expect(names()).toEqual(['a.pdf', 'c.pdf']);
    expect(line.textContent).toBe('抱歉，以下文件未能添加：a.pdf（已有同名文件）；d.pdf（超过数量上限）');
    await user.click(screen.getByRole('button', { name: '移除 c.pdf' }));
    expect(line.textContent).toBe('');
    expect(screen.getByRole('group', { name: '附件' }).contains(line)).toBe(true);
  });

  it('removes a file: the list loses it and the change names it removed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness maxCount={3} onChange={onChange} />);
    await user.upload(input(), [new File(['1'], 'a.pdf'), new File(['2'], 'b.pdf')]);
    await user.click(screen.getByRole('button', { name: '移除 a.pdf' }));
    expect(names()).toEqual(['b.pdf']);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.pdf' })], expect.objectContaining({ name: 'a.pdf', status: 'removed' }));
  });

  it('with maxCount 1 chooses one file, and a new one replaces it', async () => {
    const user = userEvent.setup();
    render(<Harness maxCount={1} />);
    expect(input().multiple).toBe(false);
    await user.upload(input(), new File(['1'], 'a.pdf'));
    await user.upload(input(), new File(['2'], 'b.pdf'));
    expect(names()).toEqual(['b.pdf']);
  });

  it('uploads directly: multipart with field file, the extra data and X-Requested-With; done with the parsed answer', async () => {
    const user = userEvent.setup();
    let received: { file?: string; folder?: string; requestedWith?: string | null; custom?: string | null } = {};
    fixtureServer.use(http.post(ACTION, async ({ request }) => {
      const form = await request.formData();
      const part = form.get('file');
      // jsdom's XHR does not pass the part's file name on; the browser test checks names end to end.
      received = { file: typeof part === 'string' ? part : await part?.text(), folder: String(form.get('folder')), requestedWith: request.headers.get('x-requested-with'), custom: request.headers.get('x-custom') };
      return HttpResponse.json({ url: 'https://cdn.example.cn/a.pdf' });
    }));
    const onChange = vi.fn();
    render(<Harness maxCount={2} onChange={onChange} upload={{ action: ACTION, data: { folder: 'cv' }, headers: { 'x-custom': 'yes' } }} />);
    await user.upload(input(), new File(['%PDF'], 'a.pdf'));
    await waitFor(() => expect(screen.getByText(/已添加/)).toBeTruthy());
    expect(received).toEqual({ file: '%PDF', folder: 'cv', requestedWith: 'XMLHttpRequest', custom: 'yes' });
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ status: 'done', percent: 100, url: 'https://cdn.example.cn/a.pdf', response: { url: 'https://cdn.example.cn/a.pdf' } })], expect.anything());
  });

  it('a failed upload shows the answer\'s text, and logs cannot POST <url> <status>', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.post(ACTION, () => new HttpResponse('文件类型不支持', { status: 415 })));
    render(<Harness upload={{ action: ACTION }} />);
    await user.upload(input(), new File(['x'], 'a.pdf'));
    expect(await screen.findByText('1 KB · 文件类型不支持')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(`[upload] cannot POST ${ACTION} 415`);
  });

  it('shows progress only once an upload has taken 300 ms', async () => {
    const user = userEvent.setup();
    fixtureServer.use(http.post(ACTION, async () => {
      await delay(900);
      return HttpResponse.json({});
    }));
    render(<Harness upload={{ action: ACTION }} />);
    await user.upload(input(), new File(['x'], 'a.pdf'));
    expect(screen.getByText('1 KB · 上传中')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(() => delay(PROGRESS_DELAY_MS + 100));
    expect(screen.getByRole('progressbar', { name: 'a.pdf 上传进度' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull(), { timeout: 2000 });
    expect(PROGRESS_DELAY_MS).toBe(300);
  });
});

describe('progressStatus', () => {
  it('is success by itself at 100 or more, unless the upload failed', () => {
    expect(progressStatus(100)).toBe('success');
    expect(progressStatus(120, 'active')).toBe('success');
    expect(progressStatus(100, 'exception')).toBe('exception');
    expect(progressStatus(40, 'active')).toBe('active');
    expect(progressStatus(40)).toBe('normal');
  });
});
