import { t } from '../../../i18n/zh-CN';

/**
 * The picture the render server answers when it has no captcha to give (the club's or a job's): the spec's message
 * drawn inside the captcha's box (at twice its 112x44), so a page without script shows a designed state, never a broken
 * picture. Its size, which no captcha of the backend's has, is how the app tells it from a captcha.
 */
export const CAPTCHA_UNAVAILABLE_SIZE = { width: 224, height: 88 };

/** The message in its two lines, as the picture and the app's own state both break it. */
export const captchaUnavailableLines = (): [string, string] => {
  const [first = '', second = ''] = t.clubAuth.captchaFailed.split(/(?<=，)/);
  return [first, second];
};

const FONT = "'PingFang SC', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif";

/** That picture, an SVG (the brand's navy on the box's white). */
export function captchaUnavailableSvg(): string {
  const { width, height } = CAPTCHA_UNAVAILABLE_SIZE;
  const [first, second] = captchaUnavailableLines();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<title>${t.clubAuth.captchaFailed}</title>`
    + `<g font-family="${FONT}" font-size="24" fill="#00244a" text-anchor="middle" letter-spacing="1">`
    + `<text x="${width / 2}" y="38">${first}</text><text x="${width / 2}" y="70" fill="#6b6f76">${second}</text></g></svg>`;
}
