import { API_KEY_HEADER, apiClient, apiConfig } from 'shared-api';
import { readConsent } from './consent';

export interface PageView {
  path: string;
  language?: string;
}

/** Page views wait here and go out together: every few seconds, when many have gathered, or on leaving. */
export function createPageViewQueue(options: { flushEvery?: number; maxBatch?: number } = {}) {
  const { flushEvery = 5000, maxBatch = 10 } = options;
  let queue: PageView[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const pageviews = queue;
    queue = [];
    await apiClient.post('/api/analytics/pageview', { pageviews }).catch(() => undefined);
  }

  /** On leaving the page a request may not finish; a beacon does (it cannot send headers, so the key rides in the query). */
  function flushOnLeave() {
    if (queue.length === 0 || typeof navigator === 'undefined' || !navigator.sendBeacon) return;
    const url = `${apiConfig.baseURL}/api/analytics/pageview?${API_KEY_HEADER.toLowerCase()}=${encodeURIComponent(apiConfig.apiKey)}`;
    navigator.sendBeacon(url, new Blob([JSON.stringify({ pageviews: queue })], { type: 'application/json' }));
    queue = [];
  }

  return {
    /** Records a page view, only with the visitor's consent (EU rules: nothing before or after a refusal). */
    record(view: PageView) {
      if (readConsent() !== 'accepted') return;
      queue.push(view);
      if (queue.length >= maxBatch) void flush();
      else timer ??= setTimeout(() => void flush(), flushEvery);
    },
    flush,
    flushOnLeave,
    get size() {
      return queue.length;
    },
  };
}
