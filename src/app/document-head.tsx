import { useAtomValue } from 'jotai';
import { useLayoutEffect, useRef } from 'react';
import { t } from '../i18n/zh-CN';
import { pageName } from '../routes/route-handle';
import { defaultTdkAtom } from '../state/page';
import { metaDescription } from '../lib/meta-description';
import { usePage } from './use-page';

/** The head tags this component writes, whoever else wrote them before. */
const SLOTS = 'title, meta[name="description"], meta[name="keywords"]';

/**
 * The document's one title, description and keywords: the site's title, a dash and the page's name (pageName), the
 * page's own description (its handle's, from its content) else the site's. Rendered once, above every page, so a
 * navigation updates these tags in place and never leaves a second <title> behind (React 19 does not merge them).
 */
export function DocumentHead() {
  const tdk = useAtomValue(defaultTdkAtom);
  const { handle, data, place } = usePage();
  const name = pageName(handle, data, place);
  const description = metaDescription(handle?.description?.(data) ?? '') || tdk.description;
  const title = useRef<HTMLTitleElement>(null);
  const descriptionTag = useRef<HTMLMetaElement>(null);
  const keywords = useRef<HTMLMetaElement>(null);
  useLayoutEffect(() => {
    // Rendered afresh, React adds its tags beside the HTML's own (the shell's title, a server-rendered page's head): those go.
    const ours = new Set<Element | null>([title.current, descriptionTag.current, keywords.current]);
    for (const node of document.head.querySelectorAll(SLOTS)) if (!ours.has(node)) node.remove();
  }, []);
  return (
    <>
      <title ref={title}>{name ? t.documentTitle(tdk.title, name) : tdk.title}</title>
      <meta ref={descriptionTag} name="description" content={description} />
      <meta ref={keywords} name="keywords" content={tdk.keywords} />
    </>
  );
}
