// Hostile payloads, as an editor or a compromised CMS account could type them, by the kind of field they go into.
// Any script that runs sets window.__pwned (or opens a dialog); the browser test asserts neither happens.

const FLAG = 'window.__pwned=1';
const BIG = 5 * 1024 * 1024;

/** Text shown as text: markup must come out as characters; the last `big` characters long. */
const textPayloads = (big: number): readonly string[] => [
  `<script>${FLAG}</script>`,
  `<img src=x onerror="${FLAG}">`,
  `"><svg onload=${FLAG}>`,
  `javascript:${FLAG}`,
  `<a href="https://evil.example" style="position:fixed;inset:0">cover</a>`,
  'zero\u200bwidth\u200d and \u202eRTL override\u202c text',
  '长文本无空格'.repeat(4000),
  'a'.repeat(big),
];

/**
 * HTML for the rich-text fields, the long paragraph `big` characters long: 5 MB for the browser and the validator,
 * less where only what the sanitiser does with each payload is asked (its work grows with the length, its answer does not).
 */
export const richTextPayloads = (big = BIG): readonly string[] => [
  `<p>before<script>${FLAG}</script>after</p>`,
  `<img src=x onerror="${FLAG}"><img src="/fixture-images/logo-dark.png" onload="${FLAG}">`,
  `<a href="javascript:${FLAG}">js link</a><a href=" JaVaScRiPt:${FLAG}">spaced</a><a href="java&#x09;script:${FLAG}">tab</a>`,
  `<a href="data:text/html,<script>${FLAG}</script>">data link</a><a href="vbscript:msgbox(1)">vb</a><a href="file:///etc/passwd">file</a>`,
  '<a href="//evil.example/x">protocol-relative</a><a href="/\\evil.example/x">backslash</a><a href="https://evil.example/x">off-site</a>',
  '<a href="/products" style="position:fixed;inset:0;z-index:2147483647;display:block;background:rgba(255,0,0,.01)">overlay</a>',
  '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999">cover</div>',
  '<map name="m"><area shape="rect" coords="0,0,9,9" href="https://evil.example/a" target="_blank"></map>',
  '<img id="__clobber" name="__clobber" src="/fixture-images/logo-dark.png"><form id="__clobber2"><input name="attributes"></form>',
  `<svg><script>${FLAG}</script><a xlink:href="javascript:${FLAG}"><text y="20">svg</text></a><animate onbegin="${FLAG}"/></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${FLAG}"></style></mglyph></table></mtext></math>`,
  `<iframe src="javascript:${FLAG}"></iframe><object data="data:text/html,x"></object><embed src="/x"><base href="https://evil.example/">`,
  `<style>body{display:none}</style><link rel="stylesheet" href="https://evil.example/x.css"><meta http-equiv="refresh" content="0;url=https://evil.example">`,
  `<p>unclosed <b><i>tags<a href="/x">and <table><td>broken</p></div></div><!-- <script>${FLAG}</script> -->`,
  `<noscript><p title="</noscript><img src=x onerror=${FLAG}>">`,
  '<img src="data:text/html;base64,PHNjcmlwdD4=" alt="data"><img src="vbscript:x"><img src="blob:https://evil.example/1"><img src="/\\evil.example/a.jpg">',
  `<p dir="rtl">\u202eevil.example/moc.elgoog\u202c zero\u200bwidth</p>`,
  `<details open ontoggle="${FLAG}"><summary>x</summary></details><button formaction="javascript:${FLAG}">b</button>`,
  `<p>${'x'.repeat(big)}</p>`,
];

/** Values for the `val` of a CMS link object of every type; the last `big` characters long. */
const linkPayloads = (big: number): readonly string[] => [
  `javascript:${FLAG}`,
  ' JAVASCRIPT:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/x',
  '/\\evil.example/x',
  '/\t/evil.example/x',
  'https://evil.example/x',
  'https://user:pass@evil.example/',
  '/pdp/\u202e1001',
  'x'.repeat(big),
];

/** Values for image, icon and media URL fields; the last `big` characters long. */
const imagePayloads = (big: number): readonly string[] => [
  `javascript:${FLAG}`,
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload="alert(1)"/>',
  'vbscript:x',
  'file:///etc/passwd',
  'blob:https://evil.example/1',
  '/\\evil.example/a.jpg',
  '//evil.example/a.jpg',
  '/fixture-images/\u0000x.jpg',
  '/fixture-images/\u200bx.jpg',
  'https://evil.example/a.jpg',
  `"><img src=x onerror=${FLAG}>`,
  `/${'a'.repeat(big)}.jpg`,
];

/** The corpus by field kind, its longest values `big` characters long (5 MB at full size). */
export const hostileCorpus = (big = BIG) => ({ text: textPayloads(big), rich: richTextPayloads(big), link: linkPayloads(big), image: imagePayloads(big), big });
export type HostileCorpus = ReturnType<typeof hostileCorpus>;
/** The corpus at full size, built once. */
export const FULL_CORPUS = hostileCorpus();
/** The full-size corpus, each kind on its own. */
export const { text: TEXT_PAYLOADS, rich: RICH_TEXT_PAYLOADS, link: LINK_PAYLOADS, image: IMAGE_PAYLOADS } = FULL_CORPUS;
