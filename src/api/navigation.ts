import type * as z from 'zod/mini';
import type { Link } from '../../schemas/common';
import {
  cardEntrySchema, gridEntrySchema, listColumnSchema, navContentsSchema, navItemSchema, navPopoverDataSchema,
  newGoodsSchema, NAV_TYPES, type CardEntry, type GridEntry, type ListColumn, type NewGoods,
} from '../../schemas/cms/navigation';
import { callEndpoint } from './call-endpoint';
import type { ApiClient } from './client';
import { readEntries, type SkippedEntry } from '../../schemas/cms/read-entries';
import { formatIssues, formatPath } from '../../schemas/issue-format';
import { parseResponse } from './contract';
import { endpoints } from './endpoints';

/** What a nav item shares whatever its submenu style. */
interface NavItemBase {
  navKey: string;
  navName: string;
  navJump: Link | null | undefined;
  /** Content id that resolves the grid's new products (style 2). */
  popoverId: string;
}
/** A header nav item with its submenu entries read against the schema its navType names. */
export type NavItem = NavItemBase & Submenu;
/** A nav item's submenu style and its entries. */
type Submenu = { navType: 1; data: CardEntry[] } | { navType: 2; data: GridEntry[] } | { navType: 3; data: ListColumn[] } | { navType: 0; data: [] };

/** Items read so far plus one line per dropped item or entry, for a single warning. */
export interface Read<T> {
  items: T[];
  issues: string[];
}

/** One line per entry a reader left out: its place in the list, then every issue inside it. */
function noteSkipped(where: string, skipped: readonly SkippedEntry[], issues: string[]): void {
  for (const entry of skipped) issues.push(`${formatPath([where, entry.index])}: ${entry.issues.length ? formatIssues(entry.issues) : entry.message}`);
}

/** Parses each element on its own (the one entry reader), so one bad element drops only itself. */
export function readEach<S extends z.ZodMiniType>(schema: S, list: readonly unknown[], where: string, issues: string[]): z.infer<S>[] {
  const { entries, skipped } = readEntries(list, schema);
  noteSkipped(where, skipped, issues);
  return entries.map((entry) => entry.value as z.infer<S>);
}

/** A nav item's submenu entries, read against the schema its navType names (an unknown navType has none). */
function submenuOf(raw: z.infer<typeof navItemSchema>, where: string, issues: string[]): Submenu {
  switch (raw.navType) {
    case NAV_TYPES.card:
      return { navType: 1, data: readEach(cardEntrySchema, raw.data, where, issues) };
    case NAV_TYPES.grid:
      return { navType: 2, data: readEach(gridEntrySchema, raw.data, where, issues) };
    case NAV_TYPES.list:
      return { navType: 3, data: readEach(listColumnSchema, raw.data, where, issues) };
    default:
      return { navType: 0, data: [] };
  }
}

/** Reads a navItem list: unknown navTypes lose their submenu, bad items and entries are dropped with an issue. */
export function readNavItems(list: readonly unknown[]): Read<NavItem> {
  const issues: string[] = [];
  const { entries, skipped } = readEntries(list, navItemSchema);
  const items: NavItem[] = [];
  // In list order, so the issues read top to bottom: a dropped item where it stood, an item's dropped entries with it.
  for (let index = 0; index < list.length; index += 1) {
    noteSkipped('navItem', skipped.filter((entry) => entry.index === index), issues);
    const raw = entries.find((entry) => entry.index === index)?.value;
    if (!raw) continue;
    const base: NavItemBase = { navKey: raw.navKey, navName: raw.navName, navJump: raw.navJump, popoverId: raw.navPopover?.val ?? '' };
    items.push({ ...base, ...submenuOf(raw, `navItem[${index}].data`, issues) });
  }
  return { items, issues };
}

/** The content call's query for a content id. */
const contentQuery = (client: ApiClient, contentId: string) => ({ storeId: client.config.storeId, storeCode: client.config.storeCode, contentId });

/** The contents of data[0] of a readable-content answer, read with `schema` (a ContractError says `what` it was); throws when unsuccessful. */
export async function readFirstContents<S extends z.ZodMiniType>(client: ApiClient, contentId: string, schema: S, what: string): Promise<z.infer<S>> {
  const { data } = await callEndpoint(client, 'readableContent', { searchParams: contentQuery(client, contentId) });
  const first = data?.[0];
  const contents = typeof first === 'object' && first !== null ? (first as { contents?: unknown }).contents : undefined;
  return parseResponse(schema, contents, `${endpoints.readableContent.path} ${what}`);
}

/** Header navigation by content id: data[0].contents JSON with a navItem list. */
export async function fetchHeaderNav(client: ApiClient, contentId: string): Promise<Read<NavItem>> {
  return readNavItems((await readFirstContents(client, contentId, navContentsSchema, 'navigation')).navItem);
}

/** The data of a model-content detail answer for a content id, read with `schema` (a ContractError says `what` it was); throws when unsuccessful. */
export async function readModelContent<S extends z.ZodMiniType>(client: ApiClient, contentId: string, schema: S, what: string): Promise<z.infer<S>> {
  const { data } = await callEndpoint(client, 'modelContentDetail', { searchParams: contentQuery(client, contentId) });
  return parseResponse(schema, data, `${endpoints.modelContentDetail.path} ${what}`);
}

/**
 * Resolves a grid submenu's popover link: the product ids of its contents, in order, mapped through spuInfo;
 * an id without a (valid) product is dropped. Throws when the call is unsuccessful.
 */
export async function resolveNavPopover(client: ApiClient, contentId: string): Promise<Read<NewGoods>> {
  const data = await readModelContent(client, contentId, navPopoverDataSchema, 'popover');
  const issues: string[] = [];
  const items = data.contents.flatMap((entry, index) => {
    const id = typeof entry === 'string' ? entry : entry.id;
    if (!(id in data.spuInfo)) {
      issues.push(`contents[${index}]: no spuInfo for ${id}`);
      return [];
    }
    return readEach(newGoodsSchema, [data.spuInfo[id]], `spuInfo.${id}`, issues);
  });
  return { items, issues };
}
