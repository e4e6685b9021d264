import { createElement, Suspense, use, useId, useState } from 'react';
import { loadWhenNear, nearRef } from '../../ui/near-viewport';
import type { SiteFooter as SiteFooterType } from './site-footer';
import styles from './footer-slot.module.css';

let loadedFooter: typeof SiteFooterType | undefined;
const loadFooter = () => import('./site-footer').then((module) => (loadedFooter = module.SiteFooter));

/**
 * Before a server-rendered page hydrates (and before the server renders): the footer's code, so its markup hydrates
 * with the rest of the page. A boundary left asleep instead would hold up every later navigation.
 */
export async function preloadFooter(): Promise<void> {
  await loadFooter();
}

function Arrived({ id }: { id: string }) {
  // One component, made once by its module: looked up here, never created.
  return createElement(use(loadWhenNear(id, loadFooter)));
}

/**
 * The footer. Rendered afresh in the browser, its code and its data come when it nears the viewport (or at the
 * visitor's first Tab): a first screen never waits for them. Until then a band of its colour and height holds its place.
 */
export function FooterSlot() {
  const id = useId();
  // Chosen once, above the boundary: the footer itself when its code came first, else the one that waits for it.
  const [Preloaded] = useState(() => loadedFooter);
  if (Preloaded) return <Preloaded />;
  return (
    <Suspense fallback={<div className={styles.waiting} ref={nearRef(id)} />}>
      <Arrived id={id} />
    </Suspense>
  );
}
