import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { breadcrumbItemsAtom, type BreadcrumbItem } from './page';

/** Sets the page's breadcrumbs on entering it and clears them on leaving. */
export function useBreadcrumbs(items: BreadcrumbItem[]) {
  const set = useSetAtom(breadcrumbItemsAtom);
  const key = JSON.stringify(items);
  useEffect(() => {
    set(JSON.parse(key) as BreadcrumbItem[]);
    return () => set([]);
  }, [key, set]);
}
