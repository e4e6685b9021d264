import { useEffect } from 'react';
import { Navigate, useLoaderData } from 'react-router-dom';
import type { Loaded } from '../api/load';
import { ContentFailed } from '../features/shared/content/cms-content';
import { productBreadcrumbs } from '../features/product/product-breadcrumbs';
import type { ProductData } from '../features/product/product-loader';
import { ProductView } from '../features/product/product-view';
import { t } from '../i18n/zh-CN';
import { paths } from '../engine/paths';
import { PageState } from '../ui/page-state';
import { toastError } from '../ui/toast';
import type { RouteHandle } from './route-handle';
import type { loader } from './product.data';

export const handle = {
  description: (loaded) => (loaded.status === 'ok' ? loaded.data.productDetail.descText : undefined),
  // The category comes from ?vc=, else the product's first one; its path in the category tree comes from the loader.
  breadcrumbs: (loaded, { search, links }) =>
    loaded.status === 'ok' ? productBreadcrumbs(loaded.data.productDetail, search.get('vc'), links, loaded.data.trail) : [],
} satisfies RouteHandle<Loaded<ProductData>>;

/** A successful answer without productDetail: the data-error toast, then home in place of this page (the loader's 404 keeps it out of the index). */
function DataError() {
  useEffect(() => {
    toastError(t.dataError, { id: 'product-data-error' });
  }, []);
  return <Navigate to={paths.home()} replace />;
}

/** A failed product request: the toast with the visitor's message, beside the calm failed state. */
function RequestFailed({ message }: { message: string }) {
  useEffect(() => {
    toastError(message, { id: 'product-request-failed' });
  }, [message]);
  return <ContentFailed message={message} />;
}

/** /pdp/{slug}: one product, or the state its answer calls for. */
export default function ProductPage() {
  const loaded = useLoaderData<typeof loader>();
  if (loaded.status === 'empty') return <DataError />;
  if (loaded.status === 'failed') {
    // The server said this product is not to be had: a calm state, no alarm (the warning is in the log).
    if (loaded.cause === 'unsuccessful') {
      return (
        <PageState
          tone="empty"
          title={t.states.productUnavailable}
          message={t.states.productUnavailableMessage}
          action={{ to: paths.products(), label: t.states.browseProducts }}
        />
      );
    }
    return <RequestFailed message={loaded.message} />;
  }
  const product = loaded.data.productDetail;
  // Keyed by product: a variant switch starts with its own first image, closed dialogs and fresh state.
  return <ProductView key={product.productId} data={loaded.data} />;
}
