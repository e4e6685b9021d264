// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { breadcrumbItemsAtom } from '../../../src/state/page';
import { useBreadcrumbs } from '../../../src/state/use-breadcrumbs';

describe('useBreadcrumbs', () => {
  it('sets the items on entering a page, follows changes, and clears them on leaving', () => {
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { rerender, unmount } = renderHook(({ label }) => useBreadcrumbs([{ label }]), { wrapper, initialProps: { label: '企业礼赠' } });
    expect(store.get(breadcrumbItemsAtom)).toEqual([{ label: '企业礼赠' }]);
    rerender({ label: '品牌故事' });
    expect(store.get(breadcrumbItemsAtom)).toEqual([{ label: '品牌故事' }]);
    unmount();
    expect(store.get(breadcrumbItemsAtom)).toEqual([]);
  });
});
