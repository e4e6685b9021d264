import { Navigate, useLoaderData } from 'react-router-dom';
import { isLeaf } from '../features/category/category-cache';
import type { categoryLoader } from '../features/category/category-loader';
import { CategoryView } from '../features/category/category-view';
import { ContentFailed } from '../features/content/cms-content';
import { t } from '../i18n/zh-CN';
import { PageState } from '../ui/page-state';

/** /products/{nav1}: a category with its sub-categories; a leaf goes to its product list instead. */
export default function CategoryPage() {
  const loaded = useLoaderData<typeof categoryLoader>();
  if (loaded.status === 'ok') {
    const { category } = loaded.data;
    if (isLeaf(category) && category.subList.length === 0) {
      return <Navigate to={`/products/category/${encodeURIComponent(category.virtualCategoryCode)}`} replace />;
    }
    return <CategoryView key={category.virtualCategoryCode} category={category} />;
  }
  if (loaded.status === 'failed' && loaded.cause === 'request') return <ContentFailed message={loaded.message} />;
  // No such category (the backend said no, or sent nothing): calm, with a way on.
  return (
    <PageState
      tone="empty"
      title={t.catalogue.categoryUnavailable}
      message={t.catalogue.categoryUnavailableMessage}
      action={{ to: '/products', label: t.states.browseProducts }}
    />
  );
}
