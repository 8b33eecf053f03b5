import type { FastifyInstance } from 'fastify';

/**
 * A graceful stop (SIGTERM): /ready answers 503 at once so a balancer that checks it moves away,
 * requests are still served for `drainMs`, then the server closes: it accepts no connection, answers
 * 503 with `Connection: close` to a request that arrives on an open one (the balancer tries another
 * process), finishes the requests and renders in flight and the work running in the background,
 * and closes the database. Rejects when that takes longer than `timeoutMs`.
 */
export async function stopGracefully(app: FastifyInstance, { drainMs, timeoutMs }: { drainMs: number; timeoutMs: number }): Promise<void> {
  app.lifecycle.draining = true;
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  let timer: NodeJS.Timeout | undefined;
  const tooLong = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`The server did not close within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([app.close(), tooLong]);
  } finally {
    clearTimeout(timer);
  }
}
