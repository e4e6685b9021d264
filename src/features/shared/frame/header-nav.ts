import type { NewGoods } from '../../../../schemas/cms/navigation';
import { fetchHeaderNav, resolveNavPopover, type NavItem } from '../../../api/navigation';
import { apiOf, type RequestContext } from '../../../config/client';
import { env } from '../../../config/env';
import { keptCall } from '../kept-calls/kept-calls';

/** Logs the entries a reader dropped, once per call, as the spec asks of nav failures: warnings only. */
function warnIssues(what: string, issues: readonly string[]) {
  if (issues.length > 0) console.warn(`[nav] ${what}: dropped ${issues.length} entr${issues.length === 1 ? 'y' : 'ies'}\n  ${issues.join('\n  ')}`);
}

/** The grid's new products from its popover link; none when the lookup fails. */
async function newGoodsOf(context: RequestContext, { navType, popoverId }: NavItem): Promise<NewGoods[]> {
  if (navType !== 2 || !popoverId) return [];
  try {
    const { items, issues } = await keptCall(context, `nav popover ${popoverId}`, () => resolveNavPopover(apiOf(context), popoverId));
    warnIssues(`popover ${popoverId}`, issues);
    return items;
  } catch (error) {
    console.warn(`[nav] popover ${popoverId} failed: ${(error as Error).message}`);
    return [];
  }
}

/** Header nav items with each grid entry's new products filled from the popover link (when it has none of its own). */
export async function loadHeaderNav(context: RequestContext): Promise<NavItem[]> {
  try {
    const { items, issues } = await keptCall(context, 'header nav', () => fetchHeaderNav(apiOf(context), env.VITE_CONTENT_ID_HEADER_NAV));
    warnIssues('header navigation', issues);
    return await Promise.all(
      items.map(async (item): Promise<NavItem> => {
        if (item.navType !== 2) return item;
        const goods = await newGoodsOf(context, item);
        return { ...item, data: item.data.map((entry) => (entry.newGoodsArr.length > 0 ? entry : { ...entry, newGoodsArr: goods })) };
      }),
    );
  } catch (error) {
    console.warn(`[nav] header navigation failed: ${(error as Error).message}`);
    return [];
  }
}
