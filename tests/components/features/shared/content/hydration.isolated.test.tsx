// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { parseBlocks } from '../../../../../src/engine/parse';
import { ServicePage } from '../../../../../src/features/service-pages/service-page';
import { contentLoader } from '../../../../../src/features/shared/content/route-content';
import { loaderAnswer } from '../../../../support/loader-answer';
import type * as Engine from '../../../../../src/engine/parse';
import { withFixtureServer } from '../../../../support/fixture-server';

// A page hydrated from its loader data renders the blocks it carries: the browser parses nothing again.

withFixtureServer();
vi.mock('../../../../../src/engine/parse', async (importOriginal) => {
  const engine = await importOriginal<typeof Engine>();
  return { ...engine, parseBlocks: vi.fn(engine.parseBlocks) };
});

const PATH = '/customer-service/faq';
const loader = contentLoader('FAQ');

function FaqPage() {
  return <ServicePage title="常见问题" content={useLoaderData<typeof loader>()} />;
}

describe('a content page on hydration', () => {
  it('renders its FAQ lists and blocks from the hydration data without a parse', async () => {
    const request = new Request(`http://site.test${PATH}`);
    const { value } = await loaderAnswer(loader({ params: {}, request, url: new URL(request.url), pattern: PATH, context: new RouterContextProvider() } as unknown as LoaderFunctionArgs));
    expect(vi.mocked(parseBlocks)).toHaveBeenCalledOnce();
    vi.mocked(parseBlocks).mockClear();
    // As the server writes it and the browser reads it back: JSON.
    const hydrationData = { loaderData: { page: JSON.parse(JSON.stringify(value)) as unknown } };
    const router = createMemoryRouter([{ id: 'page', path: '*', loader, Component: FaqPage }], { initialEntries: [PATH], hydrationData });
    render(<RouterProvider router={router} />);
    expect(document.querySelectorAll('details:not([open]) > summary')).toHaveLength(10);
    expect(screen.getByRole('heading', { name: '还有其他问题？' })).toBeTruthy();
    expect(vi.mocked(parseBlocks)).not.toHaveBeenCalled();
  });
});
