import { useAtomValue } from 'jotai';
import { useLayoutEffect, useRef } from 'react';
import { useMatches } from 'react-router-dom';
import { t } from '../i18n/zh-CN';
import type { RouteHandle } from '../routes/route-handle';
import { defaultTdkAtom } from '../state/page';

/** The head tags this component writes, whoever else wrote them before. */
const SLOTS = 'title, meta[name="description"], meta[name="keywords"]';

/**
 * The document's one title, description and keywords: the site's defaults, the title, a dash and the deepest
 * route's own part (its handle's documentTitle over its loader data). Rendered once, above every page, so a
 * navigation updates these tags in place and never leaves a second <title> behind (React 19 does not merge them).
 */
export function DocumentHead() {
  const tdk = useAtomValue(defaultTdkAtom);
  const matches = useMatches();
  const page = matches[matches.length - 1];
  const part = (page?.handle as RouteHandle | undefined)?.documentTitle?.(page?.data);
  const title = useRef<HTMLTitleElement>(null);
  const description = useRef<HTMLMetaElement>(null);
  const keywords = useRef<HTMLMetaElement>(null);
  useLayoutEffect(() => {
    // Rendered afresh, React adds its tags beside the HTML's own (the shell's title, a prerendered page's head): those go.
    const ours = new Set<Element | null>([title.current, description.current, keywords.current]);
    for (const node of document.head.querySelectorAll(SLOTS)) if (!ours.has(node)) node.remove();
  }, []);
  return (
    <>
      <title ref={title}>{part ? t.documentTitle(tdk.title, part) : tdk.title}</title>
      <meta ref={description} name="description" content={tdk.description} />
      <meta ref={keywords} name="keywords" content={tdk.keywords} />
    </>
  );
}
