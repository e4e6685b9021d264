import type { AskTarget, TargetAnswer, TargetQuestion } from '../engine/link-check';
import { fetchVirtualCategoryList } from './catalogue';
import { flattenCategories, isLeaf } from './categories';
import { fetchPageConfig } from './cms';
import type { ApiClient } from './client';
import { ContractError, UnsuccessfulError } from './contract';
import { emptyReason, isEmpty } from './load';
import { fetchNewsDetail } from './news';
import { fetchProductDetail } from './product';
import { guidePrice } from './product-price';
import { fetchShortLink } from './short-link';
import type { VirtualCategory } from '../../schemas/api/category';

const missing = (why: string): TargetAnswer => ({ found: false, why });

/**
 * Asks the site's own calls whether a link's target exists, as the page it opens would: a product answers with its
 * detail, a category is in the virtual-category tree (asked once, with its leaf flag), a page config is usable, a news
 * article and a short link are known. An unsuccessful or malformed answer is a missing target (the page would show
 * its error state); a request that gets no answer throws, so the link stays unchecked rather than called dead.
 */
export function createLinkTargets(client: ApiClient): AskTarget {
  let tree: Promise<VirtualCategory[]> | undefined;
  const categories = () => (tree ??= fetchVirtualCategoryList(client).then(({ data }) => flattenCategories(data?.list ?? [])));
  const answer = async (question: TargetQuestion): Promise<TargetAnswer> => {
    switch (question.kind) {
      case 'product': {
        const { data } = await fetchProductDetail(client, question.id);
        const product = data?.productDetail;
        return product ? { found: true, product: { name: product.productName, price: guidePrice(product) } } : missing('the answer has no productDetail');
      }
      case 'category': {
        const category = (await categories()).find((c) => c.virtualCategoryCode === question.code);
        return category ? { found: true, leaf: isLeaf(category) } : missing('not in the virtual-category tree');
      }
      case 'pageConfig': {
        const config = await fetchPageConfig(client, question.id);
        return isEmpty(config) ? missing(emptyReason(config)) : { found: true };
      }
      case 'news':
        return (await fetchNewsDetail(client, question.id)) ? { found: true } : missing('no such article');
      case 'shortLink': {
        const { data } = await fetchShortLink(client, question.code);
        return data ? { found: true, link: data } : missing('no such short link');
      }
    }
  };
  return (question) =>
    answer(question).catch((error: unknown) => {
      if (error instanceof UnsuccessfulError) return missing(`the backend answered unsuccessfully (errorCode ${error.errorCode ?? 'none'}${error.serverMessage ? `: ${error.serverMessage}` : ''})`);
      if (error instanceof ContractError) return missing('the answer does not match its contract');
      throw error;
    });
}
