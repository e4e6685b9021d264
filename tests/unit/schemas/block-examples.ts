import type { BlockModel } from '../../../schemas/cms/blocks';

const img = (name: string) => `/fixture-images/${name}`;
const pdp = (spuId: string) => ({ linkType: 3, linkSpuId: spuId });
const card = (spuId: string, image: string, name: string, price: number | string) => ({
  spuId, image: img(image), name, series: 'SIM3', price, link: pdp(spuId),
});
const tile = (pic: string, title: string) => ({
  pic: img(pic), picLocation: 1, textAlign: 1, textBackground: '#f5f3ef',
  title: { text: title, size: 26, color: '#00244A' }, subTitle: { text: '匠心打造', size: '16px', color: '#333' },
  buttons: [{ name: '了解更多', link: { linkType: 4, val: '/brand-story' }, textColor: '#fff', fillColor: '#00244A' }],
});

/** One valid CMS contents object per block model, as an editor would save it (some fields as strings). */
export const validContents: Record<BlockModel, Record<string, unknown>> = {
  hero: { slides: [{ pic: img('hero-1.jpg'), mobilePic: img('hero-mobile-1.jpg'), title: 'SIM3 MAX', subTitle: '更远，更稳', link: pdp('1001') }], interval: '6000' },
  fixedSize_02: { ...tile('lifestyle-1.jpg', '生活器物'), picLocation: '3' },
  category: { title: '探索系列', list: [{ pic: img('category-golf.jpg'), titleText: '高尔夫', titleTextSize: 20, subTitleText: '球杆与装备', buttonName: '立即探索', buttonLink: { linkType: 5, code: 'golf' } }] },
  spacing: { height: '64', mobileHeight: 32, backgroundColor: '#ffffff' },
  videoBlock: { videoUrl: 'https://cdn.example.com/brand.mp4', poster: img('workshop.jpg'), title: '工坊影片', autoplay: 'true', loop: 1 },
  highlight: { title: '自1979年', content: '<p>四十余年<strong>专注</strong>球杆</p>', linkName: '品牌历程', link: { linkType: 4, val: '/brand-story/our-history' } },
  goods: { title: '热门单品', list: [card('1001', 'driver.jpg', 'SIM3 一号木', '4680'), card('1002', 'putter.jpg', 'Spider 推杆', 2380)] },
  products: { title: '新品上市', columns: '3', list: [card('1003', 'iron-set.jpg', 'P790 铁杆组', 12800)], moreName: '查看全部', moreLink: { linkType: 4, val: '/products' } },
  common: { content: '<h2>保养指南</h2><p>请使用软布擦拭。</p>' },
  FixedSize03: { title: '礼赠精选', list: [tile('gift-1.jpg', '企业礼赠'), tile('gift-2.jpg', '节日礼盒')] },
  brandStoryTitle: { eyebrow: 'SINCE 1979', title: '品牌故事', subTitle: '始于匠心', textAlign: '2' },
  imageList: { columns: 3, ratio: 1.28, list: [{ image: img('store-1.jpg'), caption: '上海旗舰店', link: { linkType: 4, val: '/find-us' } }] },
  brandSpecialProducts: { title: '限定系列', banner: { pic: img('lifestyle-2.jpg'), title: '琥珀系列' }, list: [card('2001', 'vase-amber.jpg', '琥珀花瓶', 1280)] },
  brandGoodsModel: { image: img('fairway-wood.jpg'), name: 'Qi10 球道木', series: 'Qi10', specs: [{ label: '杆面', value: '钛合金' }], price: '3280', linkName: '查看详情', link: pdp('1004') },
  category02: { title: '家居', list: [{ image: img('category-glass.jpg'), mainTitle: '玻璃器皿', linkName: '探索更多', linkUrl: { linkType: 5, code: 'glass' } }] },
  faq: { title: '购买与售后', list: [{ question: '如何确认正品？', answer: '输入防伪码查询。\n查询结果显示首次验证时间。' }] },
};

/** Per model: a rendered field broken (set to `value`) and the zod path the issue must name. */
export const brokenFields: Record<BlockModel, { path: (string | number)[]; value: unknown }> = {
  hero: { path: ['slides', 0, 'pic'], value: 'javascript:alert(1)' },
  fixedSize_02: { path: ['textAlign'], value: 4 },
  category: { path: ['list', 0, 'titleText'], value: '' },
  spacing: { path: ['height'], value: 'tall' },
  videoBlock: { path: ['videoUrl'], value: 42 },
  highlight: { path: ['title'], value: null },
  goods: { path: ['list', 1, 'image'], value: 'not a url' },
  products: { path: ['columns'], value: 7 },
  common: { path: ['content'], value: '   ' },
  FixedSize03: { path: ['list', 0, 'buttons', 0, 'textColor'], value: 'red; background:url(x)' },
  brandStoryTitle: { path: ['title'], value: 1979 },
  imageList: { path: ['list'], value: [] },
  brandSpecialProducts: { path: ['banner', 'pic'], value: '//' },
  brandGoodsModel: { path: ['specs', 0, 'value'], value: '' },
  category02: { path: ['list', 0, 'mainTitle'], value: undefined },
  faq: { path: ['list', 0, 'answer'], value: ' ' },
};

/** A deep copy of `contents` with the value at `path` replaced. */
export function withField(contents: Record<string, unknown>, path: readonly (string | number)[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(contents);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}
