/**
 * Renders the home page's brand film (fixtures/images/brand-film.webm) locally: a slow pan and cross-fade over
 * three fixture photos, drawn on a canvas in headless Chromium and recorded with MediaRecorder. Nothing is
 * downloaded. Run: npm run make:film (the photos it uses are committed in fixtures/images).
 */
import { chromium } from 'playwright-core';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const IMAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'images');
const FRAMES = ['workshop.jpg', 'history.jpg', 'lifestyle-1.jpg'];
const WIDTH = 960;
const HEIGHT = 540;
const SECONDS_PER_FRAME = 3;

/** Runs in the page: pans and cross-fades the photos on a canvas while MediaRecorder records it. */
const RECORD = String.raw`async ([sources, width, height, perFrame]) => {
  const images = await Promise.all(sources.map((src) => new Promise((resolve) => { const i = new Image(); i.onload = () => resolve(i); i.src = src; })));
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const g = canvas.getContext('2d');
  const draw = (img, t, alpha) => {
    const scale = 1.12 - 0.08 * t;
    const w = width * scale, h = w * img.height / img.width;
    g.globalAlpha = alpha;
    g.drawImage(img, (width - w) * (0.3 + 0.4 * t), (height - h) / 2, w, h);
  };
  const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 1_200_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const total = perFrame * images.length * 1000;
  const start = performance.now();
  recorder.start();
  await new Promise((done) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      if (elapsed >= total) return done();
      const pos = elapsed / (perFrame * 1000), i = Math.floor(pos), t = pos - i;
      g.globalAlpha = 1; g.fillStyle = '#00244a'; g.fillRect(0, 0, width, height);
      draw(images[i], t, 1);
      if (t > 0.8 && images[i + 1]) draw(images[i + 1], 0, (t - 0.8) / 0.2);
      requestAnimationFrame(tick);
    };
    tick();
  });
  recorder.stop();
  await new Promise((done) => (recorder.onstop = done));
  const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}`;

const sources = await Promise.all(FRAMES.map(async (name) => `data:image/jpeg;base64,${(await readFile(path.join(IMAGES, name))).toString('base64')}`));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(`(${RECORD})(${JSON.stringify([sources, WIDTH, HEIGHT, SECONDS_PER_FRAME])})`) as string;
  const out = path.join(IMAGES, 'brand-film.webm');
  await writeFile(out, Buffer.from(base64, 'base64'));
  console.log(`wrote ${out}`);
} finally {
  await browser.close();
}
