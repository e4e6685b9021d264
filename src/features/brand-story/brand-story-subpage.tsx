import type { Loaded } from '../../api/load';
import { t } from '../../i18n/zh-CN';
import { CmsContent } from '../shared/content/cms-content';
import { ContentTitle } from '../shared/content/content-title';
import type { RouteContent } from '../shared/content/route-content';
import type { BrandStoryPage } from './brand-story-data';
import styles from './brand-story.module.css';

/** A brand story sub-page (our history, annual plate, workmanship ...): its title and CMS content. */
export function BrandStorySubPage({ title, content }: { title: string; content: RouteContent }) {
  return (
    <>
      <ContentTitle title={title} content={content} className={styles.pageTitle} />
      <CmsContent content={content} />
    </>
  );
}

/** /brand-story/{slug} (link type 2): the page config of that online id, rendered by the engine. */
export function BrandStoryConfigPage({ loaded }: { loaded: Loaded<BrandStoryPage> }) {
  const name = loaded.status === 'ok' ? loaded.data.name : '';
  const content: RouteContent = loaded.status === 'ok' ? { status: 'ok', data: loaded.data.content } : loaded;
  return (
    <>
      <ContentTitle title={name || t.pages.brandStory} content={content} className={styles.pageTitle} />
      <CmsContent content={content} />
    </>
  );
}
