import { useSetAtom } from 'jotai';
import { useContext, useLayoutEffect } from 'react';
import { BreadcrumbCollectorContext } from './first-breadcrumbs';
import { breadcrumbItemsAtom, type BreadcrumbItem } from './page';

/** Sets the page's breadcrumbs on entering it and clears them on leaving; before the paint, so the bar never pushes the page down. */
export function useBreadcrumbs(items: BreadcrumbItem[]) {
  const set = useSetAtom(breadcrumbItemsAtom);
  const key = JSON.stringify(items);
  // In the prerender, handed to the second pass, which writes the bar into the HTML.
  useContext(BreadcrumbCollectorContext)?.(JSON.parse(key) as BreadcrumbItem[]);
  useLayoutEffect(() => {
    set(JSON.parse(key) as BreadcrumbItem[]);
    return () => set([]);
  }, [key, set]);
}
