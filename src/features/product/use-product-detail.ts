import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import type { ProductDetailData } from '../../../schemas/api/product';
import { fetchProductDetail } from '../../api/product';
import { apiClient } from '../../config/client';
import { t } from '../../i18n/zh-CN';

/** Loads a product on every slug change, with the error handling of spec point 8. */
export function useProductDetail(slug: string): ProductDetailData | undefined {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<{ slug: string; data: ProductDetailData }>();
  useEffect(() => {
    const controller = new AbortController();
    fetchProductDetail(apiClient, slug, controller.signal)
      .then((response) => {
        if (!response.success || response.errorCode !== '0') {
          console.warn(`[product] ${slug}: ${response.errorMessage ?? 'unsuccessful response'}`);
        } else if (!response.data?.productDetail) {
          toast.error(t.dataError);
          void navigate('/', { replace: true });
        } else {
          setLoaded({ slug, data: response.data });
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        toast.error((error as Error).message || t.requestFailed);
      });
    return () => controller.abort();
  }, [slug, navigate]);
  // Data of the previous slug is never shown while the next one loads.
  return loaded?.slug === slug ? loaded.data : undefined;
}
