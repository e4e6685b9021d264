import { createContext } from 'react';
import type { BreadcrumbItem } from './page';

/** The breadcrumbs a page was prerendered with, and its path. */
export interface FirstBreadcrumbs {
  path: string;
  items: readonly BreadcrumbItem[];
}

/**
 * The breadcrumbs of the prerendered page. The bar renders them in the prerender and while that page hydrates
 * (its boundaries hydrate one by one, the page's own breadcrumbs come with its boundary), so the bar stays put.
 */
export const FirstBreadcrumbsContext = createContext<FirstBreadcrumbs | null>(null);

/** The prerender's first pass: where the page's breadcrumbs are written during the render (no effect runs on a server). */
export const BreadcrumbCollectorContext = createContext<((items: BreadcrumbItem[]) => void) | null>(null);
