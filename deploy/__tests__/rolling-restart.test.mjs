// A rolling restart under load: two API processes behind nginx on one PostgreSQL, a stream of
// catalogue calls, page views and checkouts through nginx, and each process restarted in turn
// (SIGTERM, started again, ready). No request may get a 5xx or lose its connection. Runs on the
// PostgreSQL server of TEST_DATABASE_URL (as CI sets it), in a database of its own, dropped after.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort, freePortRange, freshDatabase, startCluster } from '../cluster.mjs';
import { connectionErrors, retriesInAccessLog, serverErrors, siteRequests, streamWhile } from '../request-stream.mjs';

const API_KEY = 'gp-web-local-key';
const LOOPS = 4;

async function call(baseUrl, method, path, { token, body } = {}) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'x-api-key': API_KEY, ...(token && { authorization: `Bearer ${token}` }), ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status} ${answer.code ?? ''}`);
  return answer.data;
}

test('a rolling restart of two processes behind nginx under a request stream answers every request, none with a 5xx', async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  assert.ok(serverUrl, 'TEST_DATABASE_URL must name a PostgreSQL server (the root npm test runs this file only then)');
  const database = await freshDatabase(serverUrl, 'gp_rolling_restart');
  let cluster = null;
  try {
    cluster = await startCluster({
      size: 2,
      basePort: await freePortRange(2),
      listen: await freePort(),
      env: { DATABASE_URL: database.url, TRUST_PROXY: '127.0.0.1', SEED_DEMO: '1', JWT_SECRET: crypto.randomBytes(32).toString('hex'), LOG_LEVEL: 'warn' },
    });
    const { tokens } = await call(cluster.url, 'POST', '/auth/login', { body: { email: 'demo@example.com', password: 'demo12345' } });
    const [service] = (await call(cluster.url, 'GET', '/api/services?limit=100')).filter((candidate) => candidate.priceFrom > 0);
    const pidsBefore = cluster.processes.map((server) => server.pid);

    const tally = await streamWhile(cluster.url, siteRequests({ token: tokens.accessToken, serviceId: service.id }), LOOPS, async () => {
      await sleep(1_000);
      await cluster.rollingRestart();
    });
    console.log(`${tally.requests} requests, answers ${JSON.stringify(tally.byStatus)}, connection errors ${JSON.stringify(tally.errors)}; ` +
      `tried on a second process by nginx: ${JSON.stringify(retriesInAccessLog(cluster.accessLog))}`);

    assert.deepEqual(
      cluster.processes.map((server, i) => server.pid !== pidsBefore[i]),
      [true, true],
      'each process was restarted',
    );
    assert.deepEqual({ serverErrors: serverErrors(tally), connectionErrors: connectionErrors(tally), failures: tally.failures }, { serverErrors: 0, connectionErrors: 0, failures: [] });
    // The stream went on through both restarts, checkouts included.
    assert.ok(tally.requests >= 100, `only ${tally.requests} requests were sent`);
    assert.ok((tally.byStatus[201] ?? 0) >= 10, `only ${tally.byStatus[201] ?? 0} orders were made`);
  } finally {
    await cluster?.stop();
    await database.drop();
  }
});
