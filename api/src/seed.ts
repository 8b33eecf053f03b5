import type { Database } from './db/database';
import { seedCatalogueAndContent } from './db/seed';
import { seedDemoAccounts, seedDemoOrders } from './demo/seed-demo';

/**
 * Fills an empty database and leaves a filled one as it is: safe to run at every start. The catalogue,
 * pages and settings (db/seed) and, when asked, the demo accounts go in one transaction; the demo
 * orders follow, placed as a client would.
 */
export async function seed(db: Database, options: { demoAccounts: boolean }): Promise<void> {
  await db.transaction(async (tx) => {
    await seedCatalogueAndContent(tx);
    if (options.demoAccounts) await seedDemoAccounts(tx);
  });
  if (options.demoAccounts) await seedDemoOrders(db);
}
