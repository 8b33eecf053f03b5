import type { FastifyInstance } from 'fastify';

/**
 * Work the answer does not wait for (mail after a sign-up or a password-reset request), so known and
 * unknown e-mails answer in the same time. Failures are logged; closing the server waits for what runs.
 */
export function registerBackground(app: FastifyInstance) {
  const running = new Set<Promise<void>>();
  app.decorate('inBackground', (what: string, task: () => Promise<void>) => {
    const run = task()
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => running.delete(run));
    running.add(run);
  });
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });
}
