import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { DatabaseLockedError } from './db/lock';
import { seed } from './db/seed';

/** Starts the server: configuration, database (migrated, seeded), routes; stops gracefully on signals. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  await seed(database.db, { demoAccounts: config.seedDemo });
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof DatabaseLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
