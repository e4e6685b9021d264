import { fetchProductPage, fetchVirtualCategoryList } from '../../api/catalogue';
import type { ApiClient } from '../../api/client';
import { fetchNewsCatalogs, fetchNewsPage } from '../../api/news';
import { CHANNEL_CODE } from '../../../schemas/site-constants';
import type { VirtualCategory } from '../../../schemas/api/category';
import { flattenCategories, isLeaf } from '../../api/categories';
import { productsSection } from '../../features/shared/category/catalogue-links';
import { paths } from '../../engine/paths';
import { routes } from '../route-table';

/** Static routes that are not worth a file: the search page without a keyword, the editors' preview. */
const NOT_PRERENDERED = new Set(['search', 'preview']);
/** Items asked for per listing or news page while collecting ids. */
const PAGE_SIZE = 100;
/** Pages read at most per listing: a guard against a backend whose total never ends. */
const MAX_PAGES = 50;

/** The paths to prerender, and what could not be listed (a failed call leaves its pages out, not the run). */
export interface DiscoveredPaths {
  paths: string[];
  problems: string[];
}

/** Every page of a paged list, through `fetchPage(pageNum)` answering its items and the total. */
async function allPages<T>(fetchPage: (pageNum: number) => Promise<{ list: T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
    const { list, total } = await fetchPage(pageNum);
    items.push(...list);
    if (list.length === 0 || items.length >= total) break;
  }
  return items;
}

/** Every category of the tree at its canonical address (a category page, or a leaf's product list), the landing pages of the catalogue. */
const categoryPaths = (tree: VirtualCategory[]): string[] => flattenCategories(tree).map((category) => productsSection.href(category));

/** Every product reachable from the category tree: the products of each leaf category's listing. */
async function productPaths(client: ApiClient, tree: VirtualCategory[], problems: string[]): Promise<string[]> {
  const leaves = flattenCategories(tree).filter(isLeaf);
  const ids = new Set<string>();
  for (const leaf of leaves) {
    const code = leaf.virtualCategoryCode;
    try {
      const products = await allPages(async (pageNum) => {
        const page = (await fetchProductPage(client, { virtualCategoryCode: code, filters: {} }, { pageNum, pageSize: PAGE_SIZE })).data;
        return { list: page?.list ?? [], total: page?.total ?? 0 };
      });
      for (const product of products) ids.add(product.productId);
    } catch (error) {
      problems.push(`listing ${code}: ${(error as Error).message}`);
    }
  }
  return [...ids].map((id) => paths.product(id));
}

/** Every news article of every catalogue. */
async function newsPaths(client: ApiClient): Promise<string[]> {
  const ids = new Set<string>();
  for (const catalog of await fetchNewsCatalogs(client, CHANNEL_CODE)) {
    const articles = await allPages((pageNum) => fetchNewsPage(client, { channelCode: CHANNEL_CODE, catalogId: catalog.id, pageNum, pageSize: PAGE_SIZE }));
    for (const article of articles) ids.add(article.id);
  }
  return [...ids].map((id) => paths.newsArticle(id));
}

/** The static routes of the table, every category, every product of the category listings and every news article. */
export async function discoverPaths(client: ApiClient): Promise<DiscoveredPaths> {
  const problems: string[] = [];
  const staticPaths = routes.filter((r) => !r.path.includes(':') && !NOT_PRERENDERED.has(r.id)).map((r) => r.path);
  const listed = async <T,>(what: string, list: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await list();
    } catch (error) {
      problems.push(`${what}: ${(error as Error).message}`);
      return [];
    }
  };
  const tree = await listed('categories', async () => (await fetchVirtualCategoryList(client)).data?.list ?? []);
  const [products, news] = await Promise.all([listed('products', () => productPaths(client, tree, problems)), listed('news', () => newsPaths(client))]);
  return { paths: [...new Set([...staticPaths, ...categoryPaths(tree), ...products, ...news])], problems };
}
