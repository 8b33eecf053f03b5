// What must hold with two processes behind nginx, checked from outside as a client would: a price
// changed through one process is served by the other within a second; 20 parallel checkouts with one
// Idempotency-Key make one order; the sign-in limit counts a client's tries on every process; a
// rolling restart under a request stream answers every request, none with a 5xx.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Cluster } from '../../deploy/cluster.mjs';
import { connectionErrors, retriesInAccessLog, serverErrors, siteRequests, streamWhile } from '../../deploy/request-stream.mjs';
import { ApiClient, DEMO_ADMIN, signIn, type Order } from '../checkout-crash/api';
import type { Check } from '../checkout-crash/invariants';

const SLUG = 'technical-seo-audit';
const VISIBLE_WITHIN_MS = 1_000;

/** The processes of the nginx access log lines written after `offset` that `select` picks. */
function upstreamsSince(accessLog: string, offset: number, select: (line: string) => boolean): Set<string> {
  const lines = fs.readFileSync(accessLog).subarray(offset).toString('utf8').split('\n').filter(select);
  return new Set(lines.flatMap((line) => line.match(/upstream=(.*?) upstream_status=/)?.[1]?.split(', ') ?? []));
}

const portOf = (url: string) => Number(new URL(url).port);

export async function priceSeenByTheOtherProcess(cluster: Cluster): Promise<Check> {
  const [first, second] = cluster.processes;
  const name = `a price changed through process A (:${first!.port}) is served by process B (:${second!.port}) within ${VISIBLE_WITHIN_MS / 1000} s`;
  const admin = await signIn(first!.port, DEMO_ADMIN);
  const onB = new ApiClient(second!.port);
  const prices = async () => ({
    detail: (await onB.get<{ priceFrom: number }>(`/api/services/${SLUG}?lang=en`)).priceFrom,
    list: (await onB.get<Array<{ slug: string; priceFrom: number }>>('/api/services?lang=en&limit=100')).find((service) => service.slug === SLUG)?.priceFrom,
  });
  // B answers (and caches) the catalogue before the change.
  const before = await prices();
  const { id } = (await admin.get<Array<{ id: string; slug: string }>>('/api/admin/services?limit=100')).find((service) => service.slug === SLUG)!;
  const changed = before.detail + 100;
  const answer = await admin.call('PATCH', `/api/admin/services/${id}`, { body: { prices: [{ amount: changed }] } });
  if (answer.status !== 200) return { name, ok: false, detail: `PATCH answered ${answer.status} ${answer.body.code ?? ''}` };
  const began = performance.now();
  let seen = await prices();
  while ((seen.detail !== changed || seen.list !== changed) && performance.now() - began < 5 * VISIBLE_WITHIN_MS) {
    await sleep(10);
    seen = await prices();
  }
  const afterMs = Math.round(performance.now() - began);
  const ok = seen.detail === changed && seen.list === changed && afterMs <= VISIBLE_WITHIN_MS;
  return { name, ok, detail: `${before.detail} → ${changed} EUR; B served ${seen.detail} (service) and ${seen.list} (catalogue list) ${afterMs} ms after A answered the change` };
}

export async function oneOrderOfParallelCheckouts(cluster: Cluster, token: string, serviceId: string): Promise<Check> {
  const name = '20 parallel checkouts with one Idempotency-Key through nginx make one order';
  const client = new ApiClient(portOf(cluster.url), token);
  const ordersBefore = await client.orderCount();
  const logOffset = fs.statSync(cluster.accessLog).size;
  const key = `scale-${randomUUID()}`;
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      client.call<{ order: Order }>('POST', '/api/orders', {
        headers: { 'idempotency-key': key },
        body: { items: [{ serviceId, quantity: 1 }], useBonus: true, acceptTerms: true },
      }),
    ),
  );
  const made = (await client.orderCount()) - ordersBefore;
  const orderIds = new Set(answers.map((answer) => answer.body.data?.order.id));
  const answered = (status: number) => answers.filter((answer) => answer.status === status).length;
  const processes = upstreamsSince(cluster.accessLog, logOffset, (line) => line.includes('"POST /api/orders'));
  // The first makes the order (201); the others answer it (200).
  const ok = made === 1 && orderIds.size === 1 && answered(201) === 1 && answered(200) === 19 && processes.size === 2;
  return { name, ok, detail: `${made} new order, ${orderIds.size} order id in the answers, statuses ${countsOf(answers.map((answer) => answer.status))}, answered by ${[...processes].join(' and ')}` };
}

function countsOf(values: Array<number | string>): string {
  const counts = new Map<number | string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value} ×${count}`).join(', ');
}

/** A failed sign-in sent from another loopback address (another client, as nginx sees it). */
function failedSignInFrom(localAddress: string, port: number): Promise<number> {
  const body = JSON.stringify({ email: `nobody-${randomUUID()}@example.com`, password: 'wrong-pass-1' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, localAddress, method: 'POST', path: '/auth/login', headers: { 'content-type': 'application/json', 'x-api-key': 'gp-web-local-key' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export async function signInLimitAcrossProcesses(cluster: Cluster, limitPerMinute: number): Promise<Check> {
  const name = `the sign-in limit (${limitPerMinute} a minute per client address) counts a client's tries on both processes`;
  const port = portOf(cluster.url);
  const logOffset = fs.statSync(cluster.accessLog).size;
  const statuses: number[] = [];
  for (let i = 0; i <= limitPerMinute; i += 1) statuses.push(await failedSignInFrom('127.0.0.2', port));
  // Another client (this machine's usual address) is not refused for it.
  const other = await failedSignInFrom('127.0.0.1', port);
  const processes = upstreamsSince(cluster.accessLog, logOffset, (line) => line.startsWith('127.0.0.2 ') && line.includes('/auth/login'));
  const ok = statuses.slice(0, limitPerMinute).every((status) => status === 401) && statuses[limitPerMinute] === 429 && other === 401 && processes.size === 2;
  return {
    name,
    ok,
    detail: `client 127.0.0.2: ${countsOf(statuses.slice(0, limitPerMinute))}, then ${statuses[limitPerMinute]} (sent to ${[...processes].join(' and ')}); client 127.0.0.1 meanwhile: ${other}`,
  };
}

export async function rollingRestartUnderStream(cluster: Cluster, token: string, serviceId: string): Promise<Check> {
  const name = 'a rolling restart of both processes under a request stream (4 loops) answers every request, none with a 5xx';
  const pidsBefore = cluster.processes.map((server) => server.pid);
  const logOffset = fs.statSync(cluster.accessLog).size;
  const began = performance.now();
  const tally = await streamWhile(cluster.url, siteRequests({ token, serviceId }), 4, async () => {
    await sleep(1_000);
    await cluster.rollingRestart();
  });
  const seconds = ((performance.now() - began) / 1000).toFixed(1);
  const restarted = cluster.processes.every((server, i) => server.pid !== pidsBefore[i]);
  const ok = restarted && serverErrors(tally) === 0 && connectionErrors(tally) === 0;
  const retries = Object.entries(retriesInAccessLog(cluster.accessLog, logOffset)).map(([statuses, count]) => `"${statuses}" ×${count}`).join(', ');
  return {
    name,
    ok,
    detail:
      `${tally.requests} requests in ${seconds} s, answered ${Object.entries(tally.byStatus).map(([status, count]) => `${status} ×${count}`).join(', ')}; ` +
      `connection errors: ${connectionErrors(tally)}; both restarted: ${restarted}; tried on a second process by nginx: ${retries || 'none'}` +
      (tally.failures.length > 0 ? `; first failures: ${tally.failures.slice(0, 3).join('; ')}` : ''),
  };
}
