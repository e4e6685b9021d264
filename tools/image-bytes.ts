import { chromium, devices } from 'playwright-core';

// The image bytes a first visit downloads on a 390px phone (the browser tests' mobile device), per page:
// `npx tsx tools/image-bytes.ts http://127.0.0.1:4173 / /pdp/1001` against a running `npm run serve`.
const [base = 'http://127.0.0.1:4173', ...argPaths] = process.argv.slice(2);
const paths = argPaths.length > 0 ? argPaths : ['/', '/pdp/1001'];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const path of paths) {
    // A fresh context per page: a first visit, nothing cached.
    const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const images: { url: string; bytes: number }[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'image') return;
      void request.sizes().then((sizes) => images.push({ url: request.url(), bytes: sizes.responseBodySize }));
    });
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const total = images.reduce((sum, image) => sum + image.bytes, 0);
    console.log(`${path}: ${images.length} images, ${(total / 1024).toFixed(1)} KB`);
    for (const image of images) console.log(`  ${(image.bytes / 1024).toFixed(1).padStart(7)} KB  ${image.url.replace(base, '')}`);
    await context.close();
  }
} finally {
  await browser.close();
}
