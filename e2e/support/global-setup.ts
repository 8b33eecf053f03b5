import fs from 'node:fs';
import path from 'node:path';
import { startMailbox } from './mailbox';
import { deadPort, openSeededDatabase, startSite } from './servers';

/**
 * Serves the production build three ways: as deployed and with access tokens that live 5 seconds, on
 * one seeded database; and with the catalogue's registry entry pointing at a dead URL, on a database of
 * its own (the registry lives in the database, so a release another test activates on the shared one
 * would reach that site too). Mail goes to a
 * real SMTP server the tests read. Tests find the addresses in the environment.
 */
export default async function globalSetup() {
  const shellIndex = path.join(__dirname, '../../shell/dist/index.html');
  if (!fs.existsSync(shellIndex)) throw new Error('No production build: run "npm run build" before the e2e tests.');

  const mailbox = await startMailbox();
  const { database, dataDir } = await openSeededDatabase();
  const mail = { SMTP_URL: mailbox.smtpUrl };
  const site = await startSite(database, dataDir, mail);
  const deadCatalogue = `http://127.0.0.1:${await deadPort()}/remotes/catalogue/mf-manifest.json`;
  const ownDatabase = await openSeededDatabase();
  const brokenCatalogue = await startSite(ownDatabase.database, ownDatabase.dataDir, { ...mail, REMOTES: JSON.stringify({ catalogue: deadCatalogue }) });
  const shortTokens = await startSite(database, dataDir, { ...mail, ACCESS_TOKEN_TTL: '5' });
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_BROKEN_CATALOGUE_URL = brokenCatalogue.url;
  process.env.E2E_SHORT_TOKENS_URL = shortTokens.url;
  process.env.E2E_MAILBOX_URL = mailbox.readUrl;

  return async () => {
    await Promise.all([site.app.close(), brokenCatalogue.app.close(), shortTokens.app.close()]);
    await Promise.all([database.close(), ownDatabase.database.close()]);
    await mailbox.close();
    for (const dir of [dataDir, ownDatabase.dataDir]) fs.rmSync(dir, { recursive: true, force: true });
  };
}
