import { Helmet } from 'react-helmet-async';
import { useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { ProductSummary } from '../features/product/product-summary';
import { useProductDetail } from '../features/product/use-product-detail';
import { Loading } from '../ui/loading';
import { defaultTdkAtom } from '../state/page';

/** /pdp/{slug}: one product. */
export default function ProductDetailPage() {
  const { slug = '' } = useParams();
  const data = useProductDetail(slug);
  const tdk = useAtomValue(defaultTdkAtom);
  if (!data?.productDetail) return <Loading />;
  return (
    <>
      <Helmet>
        <title>{`${tdk.title} ${data.productDetail.productName}`}</title>
      </Helmet>
      <ProductSummary product={data.productDetail} />
    </>
  );
}
