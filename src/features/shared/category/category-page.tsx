import { HttpStatus, Redirect } from '../../../ui/server-answer';
import type { Loaded } from '../../../api/load';
import { t } from '../../../i18n/zh-CN';
import { PageState } from '../../../ui/page-state';
import { ContentFailed } from '../content/cms-content';
import type { CatalogueSection } from './catalogue-links';
import { isLeaf } from '../../../api/catalogue';
import type { CategoryData } from './category-loader';
import { CategoryView } from './category-view';

/** A category page of a section: the category with its sub-categories; a leaf goes to its product list instead. */
export function CategoryPage({ loaded, section }: { loaded: Loaded<CategoryData>; section: CatalogueSection }) {
  if (loaded.status === 'ok') {
    const { category, trail } = loaded.data;
    if (isLeaf(category) && category.subList.length === 0) return <Redirect to={section.href(category, trail[trail.length - 2]?.virtualCategoryCode)} />;
    return <CategoryView key={category.virtualCategoryCode} category={category} section={section} />;
  }
  if (loaded.status === 'failed' && loaded.cause === 'request') return <ContentFailed message={loaded.message} />;
  // No such category (the backend said no, or sent nothing): calm, with a way on, and a 404 for a crawler.
  return (
    <>
      <HttpStatus code={404} />
      <PageState
        tone="empty"
        title={t.catalogue.categoryUnavailable}
        message={t.catalogue.categoryUnavailableMessage}
        action={{ to: section.root.to, label: t.states.browseProducts }}
      />
    </>
  );
}
