import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { crumbsOnScreen, renderRoute } from '../support/route';
import { withFixtureServer } from '../../support/fixture-server';

withFixtureServer();


beforeEach(() => {
  // jsdom has no matchMedia; the hero carousel asks it.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe('/', () => {
  it('has one level-one heading, the brand\'s, first, with the content\'s headings after it from level 2', async () => {
    await renderRoute('home', { path: '/' });
    expect(await screen.findByText('为热爱者打造的每一件器物', {}, { timeout: 5000 })).toBeTruthy();
    const h1 = screen.getAllByRole('heading', { level: 1 });
    expect(h1.map((h) => h.textContent)).toEqual(['MERIDIAN 官方网站']);
    const headings = screen.getAllByRole('heading');
    expect(headings[0]).toBe(h1[0]);
    expect(headings[1]?.tagName).toBe('H2');
    expect(crumbsOnScreen()).toEqual([]);
  });
});
