import { chromium } from '@playwright/test';
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
for (const p of paths) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const sizes = new Map(); const urls = new Map();
  cdp.on('Network.responseReceived', (e) => { if (e.type === 'Script') urls.set(e.requestId, e.response.url); });
  cdp.on('Network.loadingFinished', (e) => { if (urls.has(e.requestId)) sizes.set(urls.get(e.requestId), e.encodedDataLength); });
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  let total = 0;
  console.log('==', p);
  for (const [u, s] of [...sizes].sort((a, b) => b[1] - a[1])) { total += s; console.log((s / 1024).toFixed(1).padStart(7), u.replace(base, '')); }
  console.log((total / 1024).toFixed(1).padStart(7), 'TOTAL');
  await page.close();
}
await browser.close();
