// The checkout stream: a few loops of one client, each adding a service or two to the shared cart
// and checking out with a new Idempotency-Key, until the server is killed under them.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Answer, ApiClient, Service } from './api';
import type { Acknowledged, Check } from './invariants';
import { killHard, type Server } from './server';

export interface StreamTally {
  killAfterMs: number;
  requests: number;
  checkouts: number;
  acknowledged: Acknowledged[];
  /** 409 answers by code: the cart emptied by another loop, the bonus changed. */
  conflicts: Record<string, number>;
  /** Any other non-2xx answer, by "status code". */
  otherAnswers: Record<string, number>;
  /** Requests that lost their connection when the server was killed, by error code. */
  errorsAtKill: Record<string, number>;
  /** Checkouts sent but never answered: their order may or may not exist. */
  unansweredCheckouts: number;
  /** A request that failed while the server was meant to be up. */
  errorsBeforeKill: string[];
}

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

export const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);

function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as Error).name ?? 'unknown';
}

function tallyFailure(tally: StreamTally, answer: Answer<unknown>) {
  if (answer.status < 300) return;
  bump(answer.status === 409 ? tally.conflicts : tally.otherAnswers, answer.status === 409 ? (answer.body.code ?? '?') : `${answer.status} ${answer.body.code ?? ''}`.trim());
}

function someServices(services: Service[]): Service[] {
  const count = 1 + Math.floor(Math.random() * 2);
  return Array.from({ length: count }, () => services[Math.floor(Math.random() * services.length)]!);
}

async function checkoutLoop(client: ApiClient, services: Service[], tally: StreamTally, stream: { killed: boolean }) {
  while (!stream.killed) {
    let checkingOut = false;
    try {
      for (const service of someServices(services)) {
        tally.requests += 1;
        tallyFailure(tally, await client.addToCart(service.id));
      }
      if (stream.killed) return;
      checkingOut = true;
      tally.requests += 1;
      tally.checkouts += 1;
      const answer = await client.checkout();
      const order = answer.body.data?.order;
      if (answer.status < 300 && order) tally.acknowledged.push({ id: order.id, number: order.number });
      else tallyFailure(tally, answer);
    } catch (error) {
      if (!stream.killed) tally.errorsBeforeKill.push(`${errorCode(error)}: ${(error as Error).message}`);
      else {
        bump(tally.errorsAtKill, errorCode(error));
        if (checkingOut) tally.unansweredCheckouts += 1;
      }
      return;
    }
  }
}

/** Streams checkouts for a random 1.5–4 s, then kills the server with SIGKILL while requests are in flight. */
export async function streamUntilKilled(client: ApiClient, services: Service[], server: Server, loops: number): Promise<StreamTally> {
  const tally: StreamTally = {
    killAfterMs: Math.round(1_500 + Math.random() * 2_500),
    requests: 0,
    checkouts: 0,
    acknowledged: [],
    conflicts: {},
    otherAnswers: {},
    errorsAtKill: {},
    unansweredCheckouts: 0,
    errorsBeforeKill: [],
  };
  const stream = { killed: false };
  const running = Array.from({ length: loops }, () => checkoutLoop(client, services, tally, stream));
  await sleep(tally.killAfterMs);
  stream.killed = true;
  await killHard(server);
  await Promise.all(running);
  return tally;
}

/** Until the kill, every request is answered, and never with a server error. */
export function streamAnsweredCleanly(tally: StreamTally): Check {
  const problems = [
    ...tally.errorsBeforeKill,
    ...Object.entries(tally.otherAnswers)
      .filter(([answer]) => answer.startsWith('5'))
      .map(([answer, count]) => `${count}× ${answer}`),
  ];
  return {
    name: 'no server error or lost connection before the kill',
    ok: problems.length === 0,
    detail: problems.length === 0 ? `${tally.requests} requests` : problems.slice(0, 5).join('; '),
  };
}
