import type { LoaderFunctionArgs } from 'react-router-dom';
import { keepCanonical } from '../shared/page-answer/canonical-redirect';
import type { City, Province } from '../../../schemas/api/area';
import type { Store } from '../../../schemas/api/store';
import { fetchAreaTree } from '../../api/area';
import { empty, load, type Loaded } from '../../api/load';
import { fetchStores, type StoreSearch } from '../../api/store';
import type { ApiClient } from '../../api/client';
import { apiOf } from '../../config/client';
import { CHANNEL_CODE } from '../../../schemas/site-constants';
import { env } from '../../config/env';
import { t } from '../../i18n/zh-CN';
import { isValidCoordinate } from '../../lib/geo';
import { locateByIp, type LatLng } from '../shared/store/ip-location';

/** A point the store call takes. */
export type Point = { latitude: number; longitude: number };

/** How the finder reaches the outside world; tests pass their own. */
export interface FinderDeps {
  /** The visitor's point, or null when unknown (no map key, the service failed, or an invalid coordinate). */
  locate: () => Promise<Point | null>;
  areas: (signal: AbortSignal) => Promise<Province[]>;
  stores: (search: StoreSearch, signal: AbortSignal) => Promise<Store[]>;
}

/** The visitor's point through the maps service when a key is set, checked with isValidCoordinate; null otherwise. */
export async function locateVisitor(mapKey: string, locate: (key: string) => Promise<LatLng>): Promise<Point | null> {
  if (!mapKey) return null;
  try {
    const { lat, lng } = await locate(mapKey);
    return isValidCoordinate(lng, lat) ? { latitude: lat, longitude: lng } : null;
  } catch (error) {
    console.warn(`[store finder] IP location failed: ${(error as Error).message}`);
    return null;
  }
}

// One IP lookup per visit: the visitor does not move between two provinces they pick.
let visitorPoint: Promise<Point | null> | undefined;
/** The finder on the site's backend, through `api` (the request's client). */
const siteDeps = (api: ApiClient): FinderDeps => ({
  locate: () => (visitorPoint ??= locateVisitor(env.VITE_MAP_KEY, locateByIp)),
  areas: (signal) => fetchAreaTree(api, CHANNEL_CODE, signal),
  // ASSUMED: channelId is the store id the CMS calls use, as in the nearest-store lookup.
  stores: (search, signal) => fetchStores(api, search, { channelCode: CHANNEL_CODE, channelId: api.config.storeId }, signal),
});

/** The stores on screen: nearest first with distances when `located`. */
export interface StoreResult {
  stores: Store[];
  located: boolean;
}

/** /find-us: the area tree, where the finder looks, and the stores there (their own Loaded, so the picker stays on failure). */
export interface FinderData {
  provinces: Province[];
  province: Province | null;
  city: City | null;
  result: Loaded<StoreResult>;
}

const storesOf = (deps: FinderDeps, search: StoreSearch, signal: AbortSignal, keep: (store: Store) => boolean = () => true) =>
  load('store finder stores', async (): Promise<StoreResult | ReturnType<typeof empty>> => {
    const stores = (await deps.stores(search, signal)).filter(keep);
    return stores.length > 0 ? { stores, located: search.point !== undefined } : empty('no store in the asked area');
  }, t.storeFinder.storesFailed);

/**
 * The finder for a URL: `?province=<areaCode>&city=<areaCode>` when chosen. Without a choice the visitor's point
 * decides (nearest stores of the whole country); without a point, the first province of the tree.
 */
export async function loadFinder(url: URL, signal: AbortSignal, deps: FinderDeps): Promise<Loaded<FinderData>> {
  const [point, tree] = await Promise.all([
    deps.locate(),
    load('store finder areas', async () => {
      const provinces = await deps.areas(signal);
      return provinces.length > 0 ? provinces : empty('the area tree is empty');
    }, t.storeFinder.storesFailed),
  ]);
  if (tree.status !== 'ok') return tree;
  const provinces = tree.data;
  const chosen = provinces.find((p) => p.areaCode === url.searchParams.get('province')) ?? null;
  const province = chosen ?? (point ? null : (provinces[0] ?? null));
  const city = province?.children.find((c) => c.areaCode === url.searchParams.get('city')) ?? null;
  const search: StoreSearch = {
    ...(point ? { point } : {}),
    ...(province ? { province: province.areaName } : {}),
    ...(city ? { city: city.areaName } : {}),
  };
  return { status: 'ok', data: { provinces, province, city, result: await storesOf(deps, search, signal) } };
}

/** /find-us/flagship-stores: the flagship stores of the whole country, nearest first when the visitor's point is known. */
export async function loadFlagships(signal: AbortSignal, deps: FinderDeps): Promise<Loaded<StoreResult>> {
  const point = await deps.locate();
  return storesOf(deps, point ? { point } : {}, signal, (store) => store.flagshipFlag);
}

/** One province of the store directory and its stores. */
export interface ProvinceStores {
  province: Province;
  stores: Store[];
}

/** /store-list: every store, grouped by province in the order of the area tree (provinces without stores left out). */
export function loadDirectory(signal: AbortSignal, deps: FinderDeps): Promise<Loaded<ProvinceStores[]>> {
  return load('store directory', async () => {
    const [provinces, stores] = await Promise.all([deps.areas(signal), deps.stores({}, signal)]);
    const groups = provinces
      .map((province) => ({ province, stores: stores.filter((s) => s.province === province.areaName) }))
      .filter((group) => group.stores.length > 0);
    return groups.length > 0 ? groups : empty('no store in any province');
  }, t.storeFinder.storesFailed);
}

/** Route loaders of the three store pages. */
export async function findUsLoader({ request, context }: LoaderFunctionArgs): Promise<Loaded<FinderData>> {
  const url = new URL(request.url);
  const loaded = await loadFinder(url, request.signal, siteDeps(apiOf(context)));
  // A province or city the area tree does not have: the finder's own address, as it chose without them.
  if (loaded.status === 'ok') {
    const asked = url.searchParams;
    const { province, city } = loaded.data;
    const own = new URLSearchParams();
    if (province && asked.get('province') === province.areaCode) own.set('province', province.areaCode);
    if (city && asked.get('city') === city.areaCode) own.set('city', city.areaCode);
    keepCanonical(request, own);
  }
  return loaded;
}
export const flagshipLoader = ({ request, context }: LoaderFunctionArgs) => loadFlagships(request.signal, siteDeps(apiOf(context)));
export const directoryLoader = ({ request, context }: LoaderFunctionArgs) => loadDirectory(request.signal, siteDeps(apiOf(context)));
