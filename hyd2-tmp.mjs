import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync'] });
let n = 0;
for (let i = 0; i < 8; i++) for (const p of ['/about-us', '/', '/pdp/1001']) {
const ctx = await b.newContext({ viewport: { width: 1440, height: 900 } });
const page = await ctx.newPage();
page.on('console', (m) => { if (m.type() === 'error') { n++; console.log(p, m.text().slice(0, 1500)); } });
await page.goto(`http://127.0.0.1:4481${p}`, { waitUntil: 'networkidle' });
await ctx.close();
}
console.log('errors', n);
await b.close();
