import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { DatabaseLockedError } from './db/lock';
import { seed } from './seed';
import { releaseStore } from './modules/remotes/release-store';
import { pruneReleases } from './modules/remotes/release-retention';
import { stopGracefully } from './shutdown';

/** Starts the server: configuration, database (migrated, seeded), routes; stops gracefully on signals (shutdown.ts). */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  await seed(database.db, { demoAccounts: config.seedDemo });
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received: draining for ${config.shutdownDrainMs} ms, then closing`);
      // A second signal stops at once.
      process.once(signal, () => process.exit(1));
      stopGracefully(app, { drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs }).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'The server did not stop cleanly');
          process.exit(1);
        },
      );
    });
  }
  const store = releaseStore(config.releasesDir);
  await app.remoteRegistry.followStartedBuilds(store, config.startReleases);
  // Before listening: no activation can pick a release while the old ones go.
  const removed = Object.entries(await pruneReleases(store, app.remoteRegistry, config.releaseRetention)).filter(([, versions]) => versions.length > 0);
  if (removed.length > 0) app.log.info({ removed: Object.fromEntries(removed) }, 'Releases the store no longer keeps were removed');
  await app.listen({ host: config.host, port: config.port });
}

/** A folder the server cannot use (DATA_DIR not writable, a file in its way, a full disk): said plainly. */
const FOLDER_ERRORS = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOSPC', 'EISDIR']);

function folderProblem(error: unknown): string | null {
  const { code, path } = error as NodeJS.ErrnoException;
  if (!code || !path || !FOLDER_ERRORS.has(code)) return null;
  return `Cannot use ${path} (${code}). Set DATA_DIR to a folder this process can write, or DATABASE_URL to a PostgreSQL server.`;
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof DatabaseLockedError) console.error(error.message);
  else console.error(folderProblem(error) ?? error);
  process.exit(1);
});
