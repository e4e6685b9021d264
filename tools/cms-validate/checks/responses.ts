import { catalogue, type ContractName } from '../../../schemas/catalogue';
import { boolLike } from '../../../schemas/common';
import { newGoodsSchema } from '../../../schemas/cms/navigation';
import { readPageConfig } from '../../../schemas/cms/page';
import type { Issue, Path } from '../findings';
import { checkBlocks } from './blocks';
import type { ModelCheck } from './models';
import type { BodyCheck, CheckResult } from './result';
import { scanContent } from './suspicious';
import { isRecord, parsedJson, preview } from './values';
import { schemaIssues } from './zod-issues';

const only = (issues: Issue[]): CheckResult => ({ issues, follow: [] });
const prefixed = (issues: Issue[], prefix: Path): Issue[] => issues.map((i) => ({ ...i, path: [...prefix, ...i.path] }));
const merge = (...results: CheckResult[]): CheckResult => ({
  issues: results.flatMap((r) => r.issues),
  follow: results.flatMap((r) => r.follow),
  links: results.flatMap((r) => r.links ?? []),
});

/** The response against its catalogue contract; a fault here makes the site's call function throw. */
function contractIssues(name: ContractName, body: unknown): Issue[] {
  return schemaIssues(catalogue[name], body).map((i) => ({ ...i, message: `${i.message}: the site rejects the whole response` }));
}

/** success false, or an errorCode other than '0' where the site insists on it. */
function unsuccessful(body: unknown, needsCodeZero: boolean, consequence: string): Issue | undefined {
  if (!isRecord(body)) return undefined; // not an envelope at all: the contract says so
  const { success, errorCode, errorMessage } = body;
  const ok = boolLike.safeParse(success).data === true && (!needsCodeZero || String(errorCode) === '0');
  if (ok) return undefined;
  return {
    severity: 'error', rule: 'unsuccessful', path: [], expected: needsCodeZero ? 'success true and errorCode "0"' : 'success true',
    received: `success ${preview(success)}, errorCode ${preview(errorCode)}, errorMessage ${preview(errorMessage)}`,
    message: `the backend answered unsuccessfully${typeof errorMessage === 'string' && errorMessage ? ` (${errorMessage})` : ''}: ${consequence}`,
  };
}

const noContent = (what: string, consequence: string): Issue => ({
  severity: 'error', rule: 'not-found', path: ['data'], expected: what, received: 'nothing', message: `no ${what}: ${consequence}`,
});

/** A body whose contract is all we know (stores, popovers, unknown content ids). */
export const checkContract = (name: ContractName): BodyCheck => (body) => only(contractIssues(name, body));

/** A content page (queryRegionContents): the block list, plus the models its page reads itself (readers, which the block check leaves alone). */
export function checkPageContents(models: Readonly<Record<string, ModelCheck>> = {}): BodyCheck {
  return (body) => {
    const failed = unsuccessful(body, false, 'the site shows no content on this screen');
    if (failed) return only([failed]);
    const contract = contractIssues('cms.pageContents', body);
    if (contract.length) return only(contract);
    const items = (body as { data: { modelName: string; contents: unknown }[] }).data;
    if (items.length === 0) {
      return only([{ severity: 'warning', rule: 'empty-list', path: ['contents'], expected: 'at least one block', received: '[]', message: 'the page has no blocks: it renders empty' }]);
    }
    const own = Object.entries(models).flatMap(([model, check]) => {
      const index = items.findIndex((item) => item.modelName === model);
      if (index < 0) return [only([{ severity: 'error', rule: 'not-found', path: ['contents'], expected: `an item of model "${model}"`, received: 'none', message: `no "${model}" item: the page cannot show it` }])];
      const contents = items[index]?.contents;
      const read = check(contents);
      const result = merge({ ...read, issues: prefixed(read.issues, ['contents', index]) }, scanContent(parsedJson(contents), ['contents', index]));
      return [{ issues: result.issues.map((i) => ({ ...i, index, modelName: model })), follow: result.follow, links: (result.links ?? []).map((link) => ({ ...link, index, modelName: model })) }];
    });
    return merge(...own, checkBlocks(items, ['contents']));
  };
}

/** Content by id (queryReadableContent): data[0].contents read as `model`. */
export function checkReadableContent(model: ModelCheck): BodyCheck {
  return (body) => {
    const failed = unsuccessful(body, true, 'the site shows nothing for this content');
    if (failed) return only([failed]);
    const contract = contractIssues('cms.readableContent', body);
    if (contract.length) return only(contract);
    const contents = (body as { data: { contents: unknown }[] }).data[0]?.contents;
    if (contents === undefined) return only([noContent('content item', 'the site shows nothing for this content')]);
    return merge(model(contents), scanContent(parsedJson(contents)));
  };
}

/** Model content by id (queryModelContentDetail): data.contents read as `model`. */
export function checkModelContent(model: ModelCheck): BodyCheck {
  return (body) => {
    const failed = unsuccessful(body, true, 'the site shows nothing for this content');
    if (failed) return only([failed]);
    const contract = contractIssues('cms.modelContent', body);
    if (contract.length) return only(contract);
    const contents = (body as { data?: { contents?: unknown } | null }).data?.contents;
    if (contents === undefined) return only([noContent('contents', 'the site shows nothing for this content')]);
    return merge(model(contents), scanContent(parsedJson(contents)));
  };
}

/** A page config (previewPage): the site's own verdict (readPageConfig), then its blocks. */
export const checkPageConfig: BodyCheck = (body) => {
  const reading = readPageConfig(body);
  if (reading.ok) return checkBlocks(reading.config.contents, ['contents']);
  const data = isRecord(body) ? body.data : undefined;
  const detail = isRecord(data) ? schemaIssues(catalogue['cms.pageConfigData'], data) : [];
  const verdict: Issue = {
    severity: 'error', rule: 'refused', path: [], expected: 'a usable page config',
    received: preview(data), message: `page config refused (${reading.reason}): links to it do nothing`,
  };
  return only(detail.length ? detail.map((i) => ({ ...i, message: `${i.message}: links to this page config do nothing` })) : [verdict]);
};

/** A product detail (fullProductDetail): the contract, the detail itself, and its content blocks. */
export const checkProduct: BodyCheck = (body) => {
  const failed = unsuccessful(body, true, 'the product page stays empty');
  if (failed) return only([failed]);
  const contract = contractIssues('api.productDetail', body);
  if (contract.length) return only(contract);
  const data = (body as { data?: { productDetail?: unknown; pageModelContents?: unknown } | null }).data;
  if (!data?.productDetail) return only([noContent('productDetail', 'the site shows 数据异常，请稍后重试！ and goes home')]);
  return merge(scanContent(data.productDetail, ['productDetail']), checkBlocks(data.pageModelContents ?? [], ['pageModelContents']));
};

/** A store by code (getStoreByStoreCode), as the header's store popup reads it. */
export const checkStore: BodyCheck = (body) => {
  const failed = unsuccessful(body, false, 'the store popup stays empty');
  if (failed) return only([failed]);
  const contract = contractIssues('api.store', body);
  if (contract.length) return only(contract);
  const data = (body as { data?: unknown }).data;
  return data ? scanContent(data, ['data']) : only([noContent('store', 'the store popup stays empty')]);
};

/** Every readable content of a model (queryReadableContentByModelId): each one checked as a block, its links followed. */
export const checkContentsByModel: BodyCheck = (body) => {
  const failed = unsuccessful(body, false, 'a lookup by this model shows nothing');
  if (failed) return only([failed]);
  const contract = contractIssues('cms.readableContentByModel', body);
  if (contract.length) return only(contract);
  const items = (body as { data?: unknown[] | null }).data ?? [];
  if (items.length === 0) {
    return only([{ severity: 'warning', rule: 'empty-list', path: ['data'], expected: 'at least one content', received: '[]', message: 'no readable content of this model: a lookup by it shows nothing' }]);
  }
  return checkBlocks(items, ['data']);
};

/** A short link (getByCode): its link object, followed by the link stage like any other; an unknown code (data null) is no content fault. */
export const checkShortLink: BodyCheck = (body) => {
  const failed = unsuccessful(body, false, 'the short link sends visitors home');
  if (failed) return only([failed]);
  const contract = contractIssues('api.shortLink', body);
  if (contract.length) return only(contract);
  const data = (body as { data?: unknown }).data;
  return data ? scanContent(data, ['data']) : only([]);
};

/** A grid submenu's new products (queryModelContentDetail): every listed id needs a valid product in spuInfo. */
export const checkNavPopover: BodyCheck = (body) => {
  const failed = unsuccessful(body, true, 'the grid submenu shows no new products');
  if (failed) return only([failed]);
  const contract = contractIssues('cms.navPopover', body);
  if (contract.length) return only(contract);
  const data = catalogue['cms.navPopover'].parse(body).data;
  if (!data) return only([noContent('popover data', 'the grid submenu shows no new products')]);
  const issues = data.contents.flatMap((entry, index): Issue[] => {
    const id = typeof entry === 'string' ? entry : entry.id;
    if (!Object.hasOwn(data.spuInfo, id)) {
      // The spec drops such ids by design (a product taken off the shelf): worth a look, not a fault.
      return [{ severity: 'warning', rule: 'missing-product', path: ['contents', index], expected: `a product "${id}" in spuInfo`, received: 'none', message: 'no product info (off the shelf?): the site leaves it out of the submenu' }];
    }
    return schemaIssues(newGoodsSchema, data.spuInfo[id], ['spuInfo', id]).map((i) => ({ ...i, message: `${i.message}: the site drops this product from the submenu` }));
  });
  return only(issues);
};
