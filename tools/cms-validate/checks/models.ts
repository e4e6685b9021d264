import type * as z from 'zod/mini';
import { jsonString } from '../../../schemas/common';
import { contactContentsSchema } from '../../../schemas/cms/contact';
import { followUsSchema, footerContentsSchema, footerGroupSchema } from '../../../schemas/cms/footer';
import { footerInfoContentsSchema } from '../../../schemas/cms/footer-info';
import { cardEntrySchema, gridEntrySchema, listColumnSchema, navContentsSchema, navItemSchema, NAV_TYPES } from '../../../schemas/cms/navigation';
import { readEntries } from '../../../schemas/cms/read-entries';
import { siteSettingsContentsSchema } from '../../../schemas/cms/site-settings';
import type { Issue, Path } from '../findings';
import type { CheckResult, FollowUp } from './result';
import { preview } from './values';
import { fromZodIssues } from './zod-issues';

// Content models read by the frame (src/api/navigation.ts, site-settings.ts): the same schemas, applied the
// way the readers apply them, so each finding says what the site drops. Paths start inside the parsed contents.

/** Checks one content model (its raw contents, usually a JSON string). */
export type ModelCheck = (contents: unknown) => CheckResult;

const only = (issues: Issue[]): CheckResult => ({ issues, follow: [] });

const because = (consequence: string) => (issue: Issue): Issue => ({ ...issue, message: `${issue.message}: ${consequence}` });

function parse<S extends z.ZodMiniType>(schema: S, value: unknown, at: Path, consequence: string): { data?: z.infer<S>; issues: Issue[] } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data as z.infer<S>, issues: [] };
  return { issues: fromZodIssues(result.error.issues, value, at).map(because(consequence)) };
}

/** Each element on its own, as the site reads them (readEntries): one bad element drops only itself. */
function each(schema: z.ZodMiniType, list: readonly unknown[], at: Path, consequence: string): Issue[] {
  return readEntries(list, schema).skipped.flatMap(({ index, issues }) => fromZodIssues(issues, list[index], [...at, index]).map(because(consequence)));
}

const emptyList = (path: Path, what: string): Issue => ({
  severity: 'warning', rule: 'empty-list', path, expected: `at least one ${what}`, received: '[]', message: `no ${what}s: the site shows nothing here`,
});

const ENTRY_SCHEMAS: Record<number, z.ZodMiniType> = { [NAV_TYPES.card]: cardEntrySchema, [NAV_TYPES.grid]: gridEntrySchema, [NAV_TYPES.list]: listColumnSchema };

/** Header navigation: navItem list, each item's submenu entries by its navType. */
export const checkHeaderNav: ModelCheck = (contents) => {
  const top = parse(navContentsSchema, contents, [], 'the site shows no header navigation');
  if (!top.data) return only(top.issues);
  if (top.data.navItem.length === 0) return only([emptyList(['navItem'], 'nav item')]);
  const follow: FollowUp[] = [];
  const issues = top.data.navItem.flatMap((raw, i): Issue[] => {
    const item = parse(navItemSchema, raw, ['navItem', i], 'the site drops this nav item');
    if (!item.data) return item.issues;
    const popover = item.data.navPopover?.val;
    if (item.data.navType === NAV_TYPES.grid && popover) follow.push({ kind: 'nav-popover', id: popover });
    const entries = ENTRY_SCHEMAS[item.data.navType ?? -1];
    if (!entries) {
      if (item.data.data.length === 0) return [];
      return [{
        severity: 'warning', rule: 'unknown-nav-type', path: ['navItem', i, 'navType'], expected: '1 (card), 2 (grid) or 3 (list)',
        received: preview(item.data.navType), message: 'submenu style unknown: the site shows this item without its submenu',
      } satisfies Issue];
    }
    return each(entries, item.data.data, ['navItem', i, 'data'], 'the site drops this submenu entry');
  });
  return { issues, follow };
};

/** Footer navigation: groups and follow-us entries, each read on its own. */
export const checkFooterNav: ModelCheck = (contents) => {
  const top = parse(footerContentsSchema, contents, [], 'the site shows no footer navigation');
  if (!top.data) return only(top.issues);
  if (top.data.navItem.length === 0) return only([emptyList(['navItem'], 'footer group')]);
  return only([
    ...each(footerGroupSchema, top.data.navItem, ['navItem'], 'the site drops this footer group'),
    ...each(followUsSchema, top.data.followUs, ['followUs'], 'the site drops this follow-us entry'),
  ]);
};

/** Site settings: one object; a fault loses them all. The flagship store the header shows is checked too. */
export const checkSiteSettings: ModelCheck = (contents) => {
  const settings = parse(siteSettingsContentsSchema, contents, [], 'the site cannot read the site settings');
  const store = settings.data?.flagshipStoreCode;
  return { issues: settings.issues, follow: store ? [{ kind: 'store', id: store }] : [] };
};

/** Footer info: the linkCon lines. */
export const checkFooterInfo: ModelCheck = (contents) => {
  const top = parse(jsonString(footerInfoContentsSchema), contents, [], 'the site shows no footer info');
  if (top.data && top.data.linkCon.length === 0) return only([emptyList(['linkCon'], 'footer info line')]);
  return only(top.issues);
};

/** The contactus item of the contact page. */
export const checkContact: ModelCheck = (contents) =>
  only(parse(jsonString(contactContentsSchema), contents, [], 'the contact page redirects home').issues);
