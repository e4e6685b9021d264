import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { productDetailDataSchema } from '../../../../schemas/api/product';
import { productDetailData } from '../../../../fixtures/api/catalogue-data';
import { parseBlocks } from '../../../../src/engine/parse';
import type { ProductData } from '../../../../src/features/product/product-loader';
import { ProductView } from '../../../../src/features/product/product-view';
import { nearestStoreAtom } from '../../../../src/state/page';
import { SiteToaster } from '../../../../src/ui/toaster';
import { fixtureServer, withFixtureServer } from '../../../support/fixture-server';
import { installDialogPolyfill, locationOf, renderInFrame } from '../../support/frame';
import { layOutAs } from '../../support/layout';

withFixtureServer();


beforeAll(installDialogPolyfill);
afterEach(() => void vi.unstubAllGlobals());
// swiper's chunk is lazy; transforming it the first time takes a while on a busy machine, so do it once up front.
beforeAll(() => import('../../../../src/features/product/media-swiper'), 30_000);

function fixtureProduct(id: string): ProductData {
  const parsed = productDetailDataSchema.parse(productDetailData(id));
  if (!parsed.productDetail) throw new Error(`fixture ${id} has no product`);
  return { productDetail: parsed.productDetail, groupProducts: parsed.groupProducts, trail: [], blocks: parseBlocks(parsed.pageModelContents).blocks, boutiquePhone: null };
}
const withDetail = (data: ProductData, detail: Partial<ProductData['productDetail']>, rest: Partial<ProductData> = {}): ProductData => ({
  ...data,
  ...rest,
  productDetail: { ...data.productDetail, ...detail },
});
const term = (scope: HTMLElement, name: string) => within(scope).queryByText(name, { selector: 'dt' })?.nextElementSibling?.textContent;
/** The value on the table row headed `name`. */
const row = (scope: HTMLElement, name: string) => within(scope).getByRole('rowheader', { name }).nextElementSibling?.textContent;

/** The popover a button opens: the browser's own (the attribute names it). */
const popoverOf = (button: HTMLElement) => document.getElementById(button.getAttribute('popovertarget') ?? '') as HTMLElement;

describe('product page: images', () => {
  it('shows at most 6 images without a mediaType, the first eager and high-priority, with one 72x72 thumbnail each', async () => {
    await renderInFrame(<ProductView data={fixtureProduct('1001')} />, { path: '/pdp/1001' });
    // Until the visitor moves it, the carousel is its first image (eager) and its thumbnails, without swiper.
    const still = screen.getByRole('region', { name: 'SIM3 MAX 一号木 图片' });
    expect(still.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(still.querySelector('.swiper')).toBeNull();
    expect(within(still).getAllByRole('link', { name: /^查看第 \d 张图片$/ })).toHaveLength(6);
    fireEvent.click(within(still).getByRole('link', { name: '查看第 1 张图片' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^查看大图/ })).toHaveLength(6), { timeout: 8000 });
    const region = screen.getByRole('region', { name: 'SIM3 MAX 一号木 图片' });
    const slides = within(region).getAllByRole('link', { name: /^查看大图/ });
    expect(slides).toHaveLength(6);
    const first = within(slides[0] as HTMLElement).getByRole('img');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(within(slides[1] as HTMLElement).getByRole('img').getAttribute('loading')).toBe('lazy');
    expect(region.innerHTML).not.toContain('hero-1.jpg');
    const thumbs = within(region).getAllByRole('link', { name: /^查看第 \d 张图片$/ });
    expect(thumbs).toHaveLength(6);
    expect(thumbs[0]?.getAttribute('aria-current')).toBe('true');
    expect(thumbs[0]?.querySelector('img')?.getAttribute('width')).toBe('72');
  });

  it('a click on the main image opens the gallery with at most 10 images; Escape closes it', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ url: `/fixture-images/product-detail-${(i % 6) + 1}.jpg?n=${i}`, mediaType: null }));
    const { user } = await renderInFrame(<ProductView data={withDetail(fixtureProduct('1001'), { mediaList: many })} />, { path: '/pdp/1001' });
    await user.click((await screen.findAllByRole('link', { name: /^查看大图/ }, { timeout: 8000 }))[0] as HTMLElement);
    const gallery = screen.getByRole('dialog', { name: 'SIM3 MAX 一号木 图集' });
    // The gallery's carousel wakes swiper at once: the visitor opened it to look through the images.
    await waitFor(() => expect(gallery.querySelector('.swiper-initialized')).not.toBeNull(), { timeout: 8000 });
    expect(within(gallery).getAllByRole('link', { name: /^查看第 \d+ 张图片$/ })).toHaveLength(10);
    fireEvent(gallery, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('product page: summary', () => {
  it('series (English name first), name, guide price of the first sku', async () => {
    await renderInFrame(<ProductView data={fixtureProduct('1001')} />, { path: '/pdp/1001' });
    expect(screen.getByText('SIM Series')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('SIM3 MAX 一号木');
    expect(screen.getByText('官方指导价').nextElementSibling?.textContent).toBe('¥5,680.00');
  });

  it('a product without skus shows ¥0.00; a price over a million keeps its separators', async () => {
    const { unmount } = await renderInFrame(<ProductView data={withDetail(fixtureProduct('1001'), { skuList: [] })} />);
    expect(screen.getByText('官方指导价').nextElementSibling?.textContent).toBe('¥0.00');
    unmount();
    await renderInFrame(<ProductView data={withDetail(fixtureProduct('1001'), { skuList: [{ skuShelfInfoVo: { salePrice: 1288000 } }] })} />);
    expect(screen.getByText('官方指导价').nextElementSibling?.textContent).toBe('¥1,288,000.00');
  });

  it('variants: labelled by the first sku attribute, 48x48 pictures, the current one marked, each leading to its product (keeping ?vc=)', async () => {
    const { user, container } = await renderInFrame(<ProductView data={fixtureProduct('1001')} />, { path: '/pdp/1001?vc=drivers' });
    const list = screen.getByRole('list', { name: '杆面角度' });
    // The pictures are lazy: give swiper's chunk its time so the click below is not raced by it.
    await screen.findAllByRole('link', { name: /^查看大图/ }, { timeout: 8000 });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['SIM3 MAX', 'SIM3 MAX D', 'SIM3']);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(links[1]?.getAttribute('aria-current')).toBeNull();
    expect(links[1]?.querySelector('img')?.getAttribute('width')).toBe('48');
    await user.click(links[1] as HTMLElement);
    expect(locationOf(container)).toBe('/pdp/1003?vc=drivers');
  });
});

describe('product page: details', () => {
  it('member perk, description with its line breaks, features as lines and pairs, specifications', async () => {
    await renderInFrame(<ProductView data={fixtureProduct('1001')} />);
    expect(screen.getByText('24个月破损保护服务')).toBeTruthy();
    const description = screen.getByRole('region', { name: '产品介绍' });
    expect(description.textContent).toContain('\n');
    const features = screen.getByRole('region', { name: '产品特点' });
    expect(within(features).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['杆头材质: 钛合金 + 碳纤维', '杆身: Ventus TR 6 S']);
    expect(row(features, '适用人群')).toBe('中高水平球手');
    const specs = screen.getByRole('region', { name: '规格参数' });
    expect(row(within(specs).getByRole('table', { name: '规格参数' }), '杆头体积')).toBe('460cc');
  });

  it('no specifications section when the product has no group-2 attribute', async () => {
    const data = fixtureProduct('1001');
    await renderInFrame(<ProductView data={withDetail(data, { spuAttrList: data.productDetail.spuAttrList.filter((a) => a.attrGroupDictCode !== '2') })} />);
    expect(screen.queryByRole('region', { name: '规格参数' })).toBeNull();
    expect(screen.getByRole('region', { name: '产品特点' })).toBeTruthy();
  });

  it('renders the CMS blocks its loader parsed', async () => {
    const spacing = { modelName: 'spacing', contents: JSON.stringify({ height: 40 }) };
    const blocks = parseBlocks([{ modelName: 'storyBasicConfig', contents: '{"a":1}' }, spacing]).blocks;
    const { container } = await renderInFrame(<ProductView data={{ ...fixtureProduct('1001'), blocks }} />);
    await waitFor(() => expect(container.querySelectorAll('[data-block]')).toHaveLength(1), { timeout: 8000 });
    expect(container.querySelector('[data-block="spacing"]')).toBeTruthy();
  });
});

describe('product page: share', () => {
  it('a QR code of the public address and the microblog popup with address, title and main image', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderInFrame(<ProductView data={fixtureProduct('1001')} />, { path: '/pdp/1001?vc=drivers' });
    const toggle = screen.getByRole('link', { name: '分享' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const qr = await screen.findByRole('img', { name: 'SIM Series SIM3 MAX 一号木 分享二维码' });
    expect(qr.getAttribute('data-url')).toBe('https://www.example.cn/pdp/1001?vc=drivers');
    expect(qr.getAttribute('width')).toBe('80');
    await user.click(screen.getByRole('button', { name: '分享到微博' }));
    const [href, target, features] = open.mock.calls[0] ?? [];
    const share = new URL(String(href));
    expect(share.searchParams.get('url')).toBe('https://www.example.cn/pdp/1001?vc=drivers');
    expect(share.searchParams.get('title')).toBe('SIM Series SIM3 MAX 一号木');
    expect(share.searchParams.get('pic')).toBe('https://www.example.cn/fixture-images/product-detail-1.jpg');
    expect(target).toBe('_blank');
    expect(features).toContain('width=682,height=700');
    open.mockRestore();
  });
});

describe('product page: buy dialog', () => {
  it('the fallback store of the site settings, the online channels in new tabs, the WeChat store QR and every help line', async () => {
    const { user } = await renderInFrame(<ProductView data={fixtureProduct('1001')} />);
    await user.click(screen.getByRole('link', { name: '立即购买' }));
    const dialog = screen.getByRole('dialog', { name: '购买渠道' });
    const offline = within(dialog).getByRole('region', { name: '线下精品店' });
    expect(await within(offline).findByText('MERIDIAN 上海静安旗舰店')).toBeTruthy();
    expect(offline.textContent).toContain('上海市静安区南京西路 1601 号 1 层');
    // The settings hold no phone of their store: the customer-service hotline is not passed off as one.
    expect(offline.textContent).not.toContain('门店电话');
    expect(offline.textContent).not.toContain('400-820-1979');
    expect(within(offline).getByRole('link', { name: '查找更多门店' }).getAttribute('href')).toBe('/find-us');
    const online = within(dialog).getByRole('region', { name: '线上渠道' });
    const tmall = within(online).getByRole('link', { name: /天猫官方旗舰店/ });
    expect(tmall.getAttribute('href')).toBe('https://meridian.tmall.com/');
    expect(tmall.getAttribute('target')).toBe('_blank');
    expect(within(online).getByRole('link', { name: /京东自营旗舰店/ }).getAttribute('target')).toBe('_blank');
    // The QR is the browser's popover of its button (jsdom opens none).
    const qr = popoverOf(within(online).getByRole('button', { name: 'MERIDIAN 微信小程序商城' }));
    expect(qr.getAttribute('popover')).toBe('auto');
    expect(within(qr).getByRole('img', { name: 'MERIDIAN 微信小程序商城 二维码', hidden: true })).toBeTruthy();
    const help = within(dialog).getByRole('region', { name: '咨询或获取帮助' });
    expect(term(help, '客服热线')).toBe('400-820-1979');
    expect(term(help, '经销合作')).toBe('138 1979 2024');
    expect(within(help).getByRole('link', { name: 'service@example.cn' }).getAttribute('href')).toBe('mailto:service@example.cn');
  });

  it('on a phone the WeChat store asks for its mini-program; when that fails it toasts and shows the QR instead', async () => {
    layOutAs(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const asked: string[] = [];
    fixtureServer.use(
      http.post('*/mini/generateSchemeByParam', ({ request }) => {
        asked.push(request.headers.get('accessToken') ?? '');
        return HttpResponse.json({ success: false, errorCode: '500', errorMessage: '系统繁忙', data: null });
      }),
    );
    // jsdom has no popovers: the openings the browser would do, counted.
    const shown = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'showPopover', { value: shown, configurable: true });
    const { user } = await renderInFrame(<><SiteToaster /><ProductView data={fixtureProduct('1001')} /></>);
    await user.click(screen.getByRole('link', { name: '立即购买' }));
    const online = within(screen.getByRole('dialog', { name: '购买渠道' })).getByRole('region', { name: '线上渠道' });
    const store = within(online).getByRole('button', { name: 'MERIDIAN 微信小程序商城' });
    await user.click(store);
    expect(await screen.findByText('小程序暂时无法打开，请稍后重试！')).toBeTruthy();
    expect(asked).toEqual(['tok-123']);
    // The toaster's own layer is a popover too.
    await waitFor(() => expect(shown.mock.contexts.filter((box) => box === popoverOf(store))).toHaveLength(1));
    Reflect.deleteProperty(HTMLElement.prototype, 'showPopover');
    warn.mockRestore();
  });

  it('the phone of the settings\' boutique, as its loader looked it up, with the settings\' label: a number a phone dials', async () => {
    const { user } = await renderInFrame(<ProductView data={{ ...fixtureProduct('1001'), boutiquePhone: { code: 'SH001', phone: '021-6288 1979' } }} />);
    await user.click(screen.getByRole('link', { name: '立即购买' }));
    const offline = within(screen.getByRole('dialog', { name: '购买渠道' })).getByRole('region', { name: '线下精品店' });
    expect(offline.textContent).toContain('门店电话：021-6288 1979');
    expect(within(offline).getByRole('link', { name: '021-6288 1979' }).getAttribute('href')).toBe('tel:02162881979');
  });

  it('the nearest store when it is known', async () => {
    const store = createStore();
    store.set(nearestStoreAtom, { name: '成都太古里店', address: '成都市锦江区', telLabel: '门店电话', telValue: '028-1234', image: '', code: 'CD001' });
    const { user } = await renderInFrame(<ProductView data={fixtureProduct('1001')} />, { store });
    await user.click(screen.getByRole('link', { name: '立即购买' }));
    const offline = within(screen.getByRole('dialog', { name: '购买渠道' })).getByRole('region', { name: '线下精品店' });
    expect(offline.textContent).toContain('成都太古里店');
    expect(offline.textContent).toContain('门店电话：028-1234');
  });

  it('the page itself shows the help block with the telephone only', async () => {
    await renderInFrame(<ProductView data={fixtureProduct('1001')} />);
    const help = screen.getByRole('region', { name: '咨询或获取帮助' });
    await waitFor(() => expect(term(help, '客服热线')).toBe('400-820-1979'));
    expect(term(help, '经销合作')).toBeUndefined();
  });

  it('without the site settings (their call failed) the help block is its title alone: nothing held for lines that never come', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fixtureServer.use(http.get('*/queryReadableContent', ({ request }) =>
      new URL(request.url).searchParams.get('contentId') === 'rc-site-settings' ? HttpResponse.json({}, { status: 500 }) : undefined));
    await renderInFrame(<ProductView data={fixtureProduct('1001')} />);
    const help = screen.getByRole('region', { name: '咨询或获取帮助' });
    expect(help.textContent).toBe('咨询或获取帮助');
    expect(help.children).toHaveLength(1);
  });
});
