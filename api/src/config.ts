import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '../..');

export const REMOTE_NAMES = ['catalogue', 'account', 'promo'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface AppConfig {
  host: string;
  port: number;
  /** The shell's build, served at / with history fallback. */
  shellDir: string;
  /** Each remote's build, served at /remotes/<name>/. */
  remoteDirs: Record<RemoteName, string>;
  /** Where the browser finds each remote's manifest: /remotes.json. */
  remotes: Record<RemoteName, string>;
  logLevel: string;
}

/** A setting that is wrong stops the server with a message naming it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, not "${value}"`);
  }
  return port;
}

/**
 * REMOTES is JSON naming a manifest URL for any of the remotes, e.g.
 * {"catalogue":"https://cdn.example.com/catalogue/1.4.0/mf-manifest.json"}; the rest stay on this origin.
 */
function parseRemotes(value: string | undefined): Record<RemoteName, string> {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  if (!value) return remotes;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new ConfigError('REMOTES must be JSON, e.g. {"catalogue":"https://cdn.example.com/catalogue/mf-manifest.json"}');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ConfigError('REMOTES must be a JSON object');
  for (const [name, url] of Object.entries(parsed)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
      throw new ConfigError(`REMOTES names an unknown remote "${name}"; known: ${REMOTE_NAMES.join(', ')}`);
    }
    if (typeof url !== 'string' || url === '') throw new ConfigError(`REMOTES.${name} must be a URL`);
    remotes[name as RemoteName] = url;
  }
  return remotes;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    host: env.HOST ?? '0.0.0.0',
    port: parsePort(env.PORT, 3000),
    shellDir: path.resolve(env.SHELL_DIST ?? path.join(REPO_ROOT, 'shell/dist')),
    remoteDirs: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, path.join(REPO_ROOT, `mf-${name}/dist`)]),
    ) as Record<RemoteName, string>,
    remotes: parseRemotes(env.REMOTES),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
