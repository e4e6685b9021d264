import { useSetAtom } from 'jotai';
import { useLayoutEffect } from 'react';
import { breadcrumbItemsAtom, type BreadcrumbItem } from './page';

/** Sets the page's breadcrumbs on entering it and clears them on leaving; before the paint, so the bar never pushes the page down. */
export function useBreadcrumbs(items: BreadcrumbItem[]) {
  const set = useSetAtom(breadcrumbItemsAtom);
  const key = JSON.stringify(items);
  useLayoutEffect(() => {
    set(JSON.parse(key) as BreadcrumbItem[]);
    return () => set([]);
  }, [key, set]);
}
