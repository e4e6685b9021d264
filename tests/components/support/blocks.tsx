import { expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { BlockModel } from '../../../schemas/cms/blocks';
import { blockSchemas } from '../../../schemas/cms/blocks';
import { parseBlocks, type Block } from '../../../src/engine/parse';
import { blockRegistry } from '../../../src/blocks/registry';
import type { BlockComponentProps } from '../../../src/blocks/block-types';
import { siteCmsLinkSource } from '../../../src/features/page-config/cms-link-source';
import { CmsLinkSourceContext } from '../../../src/ui/cms-link';

/** The CMS items of the home page fixture (15 of the 16 block types: all but faq). */
export const homeItems = (JSON.parse(readFileSync('fixtures/data/page/rc-home.json', 'utf8')) as { data: unknown[] }).data;

/** The parsed home-page block of `model`. */
export function homeBlock<M extends BlockModel>(model: M): Extract<Block, { model: M }> {
  const block = parseBlocks(homeItems).blocks.find((b) => b.model === model);
  if (!block) throw new Error(`the home fixture has no valid ${model} block`);
  return block as Extract<Block, { model: M }>;
}

/** Raw contents (before parsing) of the home-page item of `model`, to vary in a test. */
export function homeContents(model: BlockModel): Record<string, unknown> {
  const item = homeItems.find((i) => (i as { modelName: string }).modelName === model) as { contents: string };
  return JSON.parse(item.contents) as Record<string, unknown>;
}

/** Parses `contents` with the model's schema (throws on a violation, so a test's input is always valid). */
export function props<M extends BlockModel>(model: M, contents: unknown): BlockComponentProps<M>['content'] {
  return blockSchemas[model].parse(contents) as BlockComponentProps<M>['content'];
}

/** Renders UI inside a memory router (CmsLink renders router links) with the site's CMS link source, as the app does. */
export function renderInRouter(ui: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  return { router, ...render(<CmsLinkSourceContext.Provider value={siteCmsLinkSource}><RouterProvider router={router} /></CmsLinkSourceContext.Provider>) };
}

/** Renders one block component the way BlockTree does, with the given content. */
export function renderBlock<M extends BlockModel>(model: M, content: BlockComponentProps<M>['content'], index = 1) {
  const Component = blockRegistry[model] as unknown as (p: BlockComponentProps<M>) => ReactNode;
  return renderInRouter(<Component content={content} index={index} />);
}

/** Reaches for every carousel on the screen (a pointer on it) and waits until swiper has taken each one over. */
export async function carouselReady() {
  const { fireEvent, screen, waitFor } = await import('@testing-library/react');
  const regions = () => screen.getAllByRole('region').filter((region) => region.getAttribute('aria-roledescription') === '轮播');
  for (const region of regions()) fireEvent.pointerOver(region);
  // The first test to import swiper transforms it, which takes a while on a busy machine.
  await waitFor(() => expect(regions().every((region) => region.querySelector('.swiper-initialized'))).toBe(true), { timeout: 8000 });
}
