import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppRunning } from '../../../src/ui/use-app-running';

function Probe() {
  return <p>{useAppRunning() ? 'the app' : 'the HTML'}</p>;
}

describe('useAppRunning', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is false in the server\'s markup', () => {
    expect(renderToString(<Probe />)).toContain('the HTML');
  });

  it('is true at once in a page the browser renders itself', () => {
    render(<Probe />);
    expect(screen.getByText('the app')).toBeTruthy();
  });

  it('hydrating, answers as the server did (no mismatch), then true', async () => {
    const errors = vi.spyOn(console, 'error');
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Probe />);
    document.body.append(root);
    const recovered = vi.fn();
    let hydrated: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => void (hydrated = hydrateRoot(root, <Probe />, { onRecoverableError: recovered })));
    expect(root.textContent).toBe('the app');
    act(() => hydrated?.unmount());
    expect(recovered).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});
