import { catalogue, type ContractName } from '../../../schemas/catalogue';
import type { FixtureRoute } from '../../../fixtures/routes';
import { checkBlocks } from '../checks/blocks';
import type { BodyCheck } from '../checks/result';
import { checkContract, checkPageConfig } from '../checks/responses';
import { isRecord, parsedJson } from '../checks/values';
import { isScreen, OTHER_KINDS, SCREEN_NAMES, SCREENS, type Screen } from '../screens';
import type { Settings } from '../settings';

/** A check, and the screen it belongs to when known. */
export interface Picked {
  check: BodyCheck;
  screen?: string;
}

const isContract = (name: string): name is ContractName => Object.hasOwn(catalogue, name);
const isOtherKind = (name: string): name is keyof typeof OTHER_KINDS => Object.hasOwn(OTHER_KINDS, name);

/** The check a `--file NAME=PATH` name stands for (a screen, a kind of content, a catalogue contract), if any. */
export function pickByName(name: string): Picked | undefined {
  if (isScreen(name)) return { check: SCREENS[name].check, screen: name };
  if (isOtherKind(name)) return { check: OTHER_KINDS[name].check };
  if (isContract(name)) return { check: checkContract(name) };
  return undefined;
}

/** The check of a fixture file: its screen's when the key is a configured content id, else its endpoint's. */
export function pickForRoute(route: FixtureRoute, key: string, settings: Settings): Picked {
  const paths: string[] = [route.path, ...(route.aliases ?? [])];
  const screen = SCREEN_NAMES.find((s: Screen) => paths.includes(SCREENS[s].endpoint) && settings.contentIds[s] === key);
  if (screen) return { check: SCREENS[screen].check, screen };
  const kind = Object.values(OTHER_KINDS).find((k) => paths.includes(k.endpoint));
  return { check: kind?.check ?? checkContract(route.contract) };
}

/** Guesses what an exported JSON document is from its shape; undefined when it cannot tell. */
export function pickByShape(body: unknown): Picked | undefined {
  if (Array.isArray(body)) return { check: (list) => checkBlocks(list, ['contents']) };
  if (!isRecord(body)) return undefined;
  if ('success' in body && 'data' in body) {
    const data = body.data;
    if (Array.isArray(data)) return { check: OTHER_KINDS.contentPage.check };
    if (isRecord(data) && ('productDetail' in data || 'pageModelContents' in data)) return { check: OTHER_KINDS.product.check };
    if (isRecord(data) && 'spuInfo' in data) return { check: OTHER_KINDS.navPopover.check };
    if (isRecord(data) && Array.isArray(parsedJson(data.contents))) return { check: checkPageConfig };
    return { check: checkContract('cms.modelContent') };
  }
  if (typeof body.modelName === 'string') return { check: (item) => checkBlocks([item], ['contents']) };
  if ('contents' in body) return { check: (data) => checkPageConfig({ success: true, errorCode: '0', data }) };
  return undefined;
}
