// A steady stream of requests through the balancer while something happens to the processes behind
// it (a rolling restart), tallied as a visitor would see it: answers by status, and requests that
// got no answer at all. Used by deploy/__tests__/rolling-restart.test.mjs and npm run bench:scale.
import crypto from 'node:crypto';
import fs from 'node:fs';

const REQUEST_TIMEOUT_MS = 15_000;
const API_KEY = 'gp-web-local-key';

/**
 * What a site's visitors and clients send, in turn: the cached catalogue, a page rendered on the
 * server, a checkout by the client holding `token` (a new Idempotency-Key each), and /health.
 */
export function siteRequests({ token, serviceId }) {
  const kinds = [
    () => ({ path: '/api/services?lang=en', headers: { 'x-api-key': API_KEY } }),
    () => ({ path: '/en/services', headers: { accept: 'text/html' } }),
    () => ({
      method: 'POST',
      path: '/api/orders',
      headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}`, 'idempotency-key': `stream-${crypto.randomUUID()}` },
      body: { items: [{ serviceId, quantity: 1 }], useBonus: true, acceptTerms: true },
    }),
    () => ({ path: '/health' }),
  ];
  let turn = 0;
  return () => kinds[turn++ % kinds.length]();
}

function errorCode(error) {
  return error?.cause?.code ?? error?.name ?? 'unknown';
}

/**
 * Sends requests from `loops` loops, one after the other in each (keep-alive connections, as a
 * browser's), until `work` settles. `next()` makes each request: { method, path, headers, body }.
 * Resolves the tally: requests, answers by status, connection errors by code, and the first
 * failures (5xx answers and errors) in words.
 */
export async function streamWhile(baseUrl, next, loops, work) {
  const tally = { requests: 0, byStatus: {}, errors: {}, failures: [] };
  const note = (failure) => tally.failures.length < 10 && tally.failures.push(failure);
  let done = false;
  const loop = async () => {
    while (!done) {
      const { method = 'GET', path, headers = {}, body } = next();
      tally.requests += 1;
      try {
        const response = await fetch(`${baseUrl}${path}`, {
          method,
          headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        tally.byStatus[response.status] = (tally.byStatus[response.status] ?? 0) + 1;
        if (response.status >= 500) note(`${method} ${path}: ${response.status}`);
      } catch (error) {
        const code = errorCode(error);
        tally.errors[code] = (tally.errors[code] ?? 0) + 1;
        note(`${method} ${path}: ${code} (${error.message})`);
      }
    }
  };
  const running = Array.from({ length: loops }, loop);
  try {
    await work();
  } finally {
    done = true;
    await Promise.all(running);
  }
  return tally;
}

export const serverErrors = (tally) => Object.entries(tally.byStatus).reduce((sum, [status, count]) => sum + (Number(status) >= 500 ? count : 0), 0);
export const connectionErrors = (tally) => Object.values(tally.errors).reduce((sum, count) => sum + count, 0);

/**
 * The requests nginx tried on more than one process, from its access log (deploy/nginx): how often
 * a restart made nginx go elsewhere, by the statuses it got ("502, 200": refused, then answered;
 * "503, 201": answered 503 while closing, then made the order on the other process). From byte
 * `fromByte` of the log on.
 */
export function retriesInAccessLog(file, fromByte = 0) {
  const retried = {};
  for (const line of fs.readFileSync(file).subarray(fromByte).toString('utf8').split('\n')) {
    const statuses = line.match(/upstream_status=(\S+(?:, \S+)+)/)?.[1];
    if (statuses) retried[statuses] = (retried[statuses] ?? 0) + 1;
  }
  return retried;
}
