// Page-weight benchmark: loads pages of the production build in Chromium and prints the gzip bytes
// of the JavaScript, CSS and fonts fetched, per origin. No target yet: this is the baseline.
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../e2e/support/chromium';
import fs from 'node:fs';
import { openSeededDatabase, startSite } from '../../e2e/support/servers';

const PAGES = ['/en', '/en/services'];
const KINDS: Record<string, 'js' | 'css' | 'font'> = { script: 'js', stylesheet: 'css', font: 'font' };

type Totals = Record<string, { js: number; css: number; font: number; files: number }>;

async function weigh(baseUrl: string, path: string): Promise<Totals> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const pending: Array<Promise<void>> = [];
  const totals: Totals = {};
  page.on('response', (response: Response) => {
    const kind = KINDS[response.request().resourceType()];
    if (!kind || response.status() !== 200) return;
    pending.push(
      response.body().then((body) => {
        const origin = new URL(response.url()).origin;
        const entry = (totals[origin] ??= { js: 0, css: 0, font: 0, files: 0 });
        entry[kind] += gzipSync(body, { level: 9 }).length;
        entry.files += 1;
      }),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await browser.close();
  return totals;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const { database, dataDir } = await openSeededDatabase();
  const { close, url } = await startSite(database, dataDir);
  try {
    const report: Record<string, Totals> = {};
    for (const path of PAGES) {
      report[path] = await weigh(url, path);
      for (const [origin, t] of Object.entries(report[path])) {
        const where = origin === url ? 'site origin' : origin;
        console.log(`${path.padEnd(14)} ${where.padEnd(12)} js ${kib(t.js).padStart(10)}  css ${kib(t.css).padStart(8)}  fonts ${kib(t.font).padStart(8)}  (${t.files} files, gzip -9)`);
      }
    }
    console.log(JSON.stringify({ benchmark: 'page-weight', unit: 'gzip bytes', pages: report }, null, 2).replaceAll(url, 'site'));
  } finally {
    await close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
