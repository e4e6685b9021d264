import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportCaughtError } from '../../../src/blocks/block-boundary';
import { BlockTree } from '../../../src/blocks/block-tree';
import { blockRegistry } from '../../../src/blocks/registry';
import { parseBlocks } from '../../../src/engine/parse';
import { homeItems } from '../support/blocks';

const original = blockRegistry.spacing;
afterEach(() => {
  blockRegistry.spacing = original;
});

function renderTree(items: unknown[], onRenderError?: Parameters<typeof BlockTree>[0]['onRenderError']) {
  const { blocks } = parseBlocks(items);
  const router = createMemoryRouter([{ path: '*', element: <BlockTree blocks={blocks} onRenderError={onRenderError} /> }]);
  // The site's root reports caught errors through reportCaughtError (src/main.tsx), so do the same here.
  return render(<RouterProvider router={router} />, { onCaughtError: reportCaughtError });
}

describe('BlockTree', () => {
  it('renders the blocks in CMS order, each in a box carrying its style config', () => {
    const items = [
      { modelName: 'brandStoryTitle', contents: JSON.stringify({ title: '第一', styleConfig: { useBackground: true, backgroundColor: '#f7f6f3', usePadding: 1, padding: { top: 8 } } }) },
      { modelName: 'common', contents: '{"content": "<p>第二</p>"}' },
      { modelName: 'brandStoryTitle', contents: { title: '第三' } },
    ];
    const { container } = renderTree(items);
    expect([...container.querySelectorAll('[data-block]')].map((b) => `${b.getAttribute('data-index')}:${b.getAttribute('data-block')}`)).toEqual([
      '0:brandStoryTitle', '1:common', '2:brandStoryTitle',
    ]);
    const first = container.querySelector<HTMLElement>('[data-index="0"]');
    expect(first?.style.backgroundColor).toBe('rgb(247, 246, 243)');
    expect(first?.style.padding).toBe('8px 0px 0px');
    expect(screen.getByText('第二')).toBeTruthy();
  });

  it('renders every block of the home page fixture (all 15 models)', () => {
    const { container } = renderTree(homeItems);
    expect(new Set([...container.querySelectorAll('[data-block]')].map((b) => b.getAttribute('data-block'))).size).toBe(15);
  });

  it('leaves a block that throws while rendering out, keeps its siblings, and logs one line naming it', () => {
    blockRegistry.spacing = () => {
      throw new Error('boom');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRenderError = vi.fn();
    const items = [
      { modelName: 'brandStoryTitle', contents: { title: '之前' } },
      { modelName: 'spacing', contents: { height: 10 } },
      { modelName: 'brandStoryTitle', contents: { title: '之后' } },
    ];
    const { container } = renderTree(items, onRenderError);
    expect(screen.getByRole('heading', { name: '之前' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '之后' })).toBeTruthy();
    expect(container.querySelector('[data-block="spacing"]')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe('[cms] block 1 (spacing) failed to render and was left out: boom');
    expect(error).not.toHaveBeenCalled();
    expect(onRenderError).toHaveBeenCalledWith(expect.objectContaining({ model: 'spacing', index: 1 }), expect.any(Error));
  });

  it('reportCaughtError still reports errors caught by boundaries other than a block boundary', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('elsewhere');
    reportCaughtError(failure, { componentStack: '', errorBoundary: {} });
    expect(error).toHaveBeenCalledWith(failure);
  });
});
