import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Loading } from '../../../src/ui/loading';

describe('the loading indicator', () => {
  it('over a page (a submission, the next page) speaks Chinese, announced politely', () => {
    render(<Loading overlay />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('加载中…');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('in place of a lazy page keeps the spec\'s fallback', () => {
    render(<Loading />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });
});
