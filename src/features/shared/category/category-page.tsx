import type { Loaded } from '../../../api/load';
import { t } from '../../../i18n/zh-CN';
import { PageState } from '../../../ui/page-state';
import { ContentFailed } from '../content/cms-content';
import type { CatalogueSection } from './catalogue-links';
import type { CategoryData } from './category-loader';
import { CategoryView } from './category-view';

/** A category page of a section: the category with its sub-categories (a leaf's loader went to its product list instead). */
export function CategoryPage({ loaded, section }: { loaded: Loaded<CategoryData>; section: CatalogueSection }) {
  if (loaded.status === 'ok') return <CategoryView key={loaded.data.category.virtualCategoryCode} category={loaded.data.category} section={section} />;
  if (loaded.status === 'failed' && loaded.cause === 'request') return <ContentFailed message={loaded.message} />;
  // No such category (the backend said no, or sent nothing; the loader's 404): calm, with a way on.
  return (
    <PageState
      tone="empty"
      title={t.catalogue.categoryUnavailable}
      message={t.catalogue.categoryUnavailableMessage}
      action={{ to: section.root.to, label: t.states.browseProducts }}
    />
  );
}
