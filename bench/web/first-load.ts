import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../../e2e/support/chromium';

export interface LoadedFile {
  url: string;
  type: string;
  /** Bytes on the wire (headers excluded): brotli when the server sent it so. */
  bytes: number;
}

/**
 * Every file a first visit to `url` loads until the network is idle, with the bytes transferred
 * for each, read from Chromium's network events (what the server actually sent, compressed).
 */
export async function firstLoad(url: string): Promise<LoadedFile[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map<string, { url: string; type: string }>();
    const files: LoadedFile[] = [];
    cdp.on('Network.responseReceived', (event) => requests.set(event.requestId, { url: event.response.url, type: event.type }));
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) files.push({ ...request, bytes: event.encodedDataLength - 0 });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return files;
  } finally {
    await browser.close();
  }
}
