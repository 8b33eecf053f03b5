// npm run db:seed -w api: migrates and seeds the configured database (idempotent).
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { seed } from './seed';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    await seed(database.db, { demoAccounts: config.seedDemo });
    console.log(`Seeded the ${database.driver} database.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
