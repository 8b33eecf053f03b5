import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DatabaseLockedError, lockDataDir } from '../db/lock';
import { resolveJwtSecret } from '../secrets';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'gp-startup-'));

describe('the embedded database folder lock', () => {
  it('refuses a second holder while the first process lives, naming it', async () => {
    const dir = tmp();
    const lockFile = path.join(dir, 'pglite.lock');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(lockFile, String(other.pid));
      expect(() => lockDataDir(lockFile)).toThrow(DatabaseLockedError);
      expect(() => lockDataDir(lockFile)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that is gone, and releases it', async () => {
    const dir = tmp();
    const lockFile = path.join(dir, 'pglite.lock');
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.once('exit', resolve));
    fs.writeFileSync(lockFile, String(gone.pid));
    const release = lockDataDir(lockFile);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });
});

describe('configuration at start', () => {
  it.each([
    [{ NODE_ENV: 'production', API_KEYS: 'k' }, /JWT_SECRET must be set in production/],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, /API_KEYS must name the application keys/],
    [{ JWT_SECRET: 'short' }, /at least 32 characters/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must be a postgres/],
    [{ ACCESS_TOKEN_TTL: 'soon' }, /ACCESS_TOKEN_TTL must be a whole number/],
    [{ MIN_CASH_PAYMENT: '-1' }, /MIN_CASH_PAYMENT/],
  ])('refuses %j with a message naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('starts in production with its secrets set', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), API_KEYS: 'web-key, partner-key' });
    expect(config.apiKeys).toEqual(['web-key', 'partner-key']);
    expect(config.production).toBe(true);
  });

  it('generates a development secret once and keeps it in the data folder', () => {
    const config = loadConfig({ DATA_DIR: tmp() });
    const first = resolveJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(config)).toBe(first);
    expect(fs.statSync(path.join(config.dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });
});
