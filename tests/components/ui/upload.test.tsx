import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Upload } from '../../../src/ui/upload/upload';
import type { UploadFile } from '../../../src/ui/upload/upload-file';

/** An Upload that keeps its list, reporting every change. */
function Harness({ onChange, ...props }: { onChange?: (list: UploadFile[], changed: UploadFile) => void; maxCount?: number; accept?: string}) {
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
    const user = userEvent.setup({ applyAccept: false, delay: null });
    render(<Harness accept=".pdf" maxCount={3} />);
    expect(input().getAttribute('accept')).toBe('.pdf');
    expect(input().multiple).toBe(true);
    await user.upload(input(), [new File(['x'.repeat(900)], 'a.pdf'), new File(['x'.repeat(1001)], 'big.pdf'), new File(['x'], 'b.png', { type: 'image/png' })]);
    expect(names()).toEqual(['a.pdf']);
    expect(screen.getByText('1 KB · 已添加')).toBeTruthy();
  });

  it('names each chosen file it left out, and why, in one polite line beside the chooser', async () => {
    const user = userEvent.setup({ applyAccept: false, delay: null });
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
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Harness maxCount={3} onChange={onChange} />);
    await user.upload(input(), [new File(['1'], 'a.pdf'), new File(['2'], 'b.pdf')]);
    await user.click(screen.getByRole('button', { name: '移除 a.pdf' }));
    expect(names()).toEqual(['b.pdf']);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.pdf' })], expect.objectContaining({ name: 'a.pdf', status: 'removed' }));
  });

  it('with maxCount 1 chooses one file, and a new one replaces it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness maxCount={1} />);
    expect(input().multiple).toBe(false);
    await user.upload(input(), new File(['1'], 'a.pdf'));
    await user.upload(input(), new File(['2'], 'b.pdf'));
    expect(names()).toEqual(['b.pdf']);
  });
});

