import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { DatabaseLockedError, lockDataDir, lockHolderId } from '../db/lock';
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
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(lockHolderId());
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('takes over a lock whose pid now names another process (a pid reused after a crash)', () => {
    const dir = tmp();
    const lockFile = path.join(dir, 'pglite.lock');
    // The parent process runs, but it is not the one that wrote the lock: its start time differs.
    const [, started] = lockHolderId(process.ppid).split(':');
    fs.writeFileSync(lockFile, `${process.ppid}:${Number(started) - 1}`);
    const release = lockDataDir(lockFile);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(lockHolderId());
    release();
  });

  it('refuses the holder that still runs when the lock names its start time', async () => {
    const dir = tmp();
    const lockFile = path.join(dir, 'pglite.lock');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      fs.writeFileSync(lockFile, lockHolderId(other.pid));
      expect(() => lockDataDir(lockFile)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });
});

describe('a data folder the server cannot use', () => {
  it('stops with a plain message naming the folder, not a stack trace', async () => {
    const file = path.join(tmp(), 'a-file');
    fs.writeFileSync(file, 'not a folder');
    const server = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../server.ts')], {
      env: { ...process.env, DATA_DIR: path.join(file, 'data'), PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' },
    });
    let output = '';
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => server.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain(`Cannot use ${path.join(file, 'data')}`);
    expect(output).toContain('ENOTDIR');
    expect(output).not.toMatch(/\n\s+at /);
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
