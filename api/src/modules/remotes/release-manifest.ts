import fs from 'node:fs/promises';
import path from 'node:path';
import { conflict, notFound } from '../../errors';

/** How long the server waits for a manifest hosted elsewhere before refusing the change. */
const FETCH_TIMEOUT_MS = 5_000;
/** A manifest is a few KiB; anything far larger is not one. */
const MAX_MANIFEST_BYTES = 1_048_576;

/**
 * The folders this server serves by URL prefix, e.g. { '/releases/': './releases', '/': 'shell/dist' }:
 * a manifest named by a path on this origin is read from disk, never fetched from ourselves.
 */
export type ServedFolders = Record<string, string>;

function fileOnThisOrigin(url: string, folders: ServedFolders): string | undefined {
  const pathname = decodeURIComponent(new URL(url, 'http://this-origin').pathname);
  const prefix = Object.keys(folders)
    .filter((candidate) => pathname.startsWith(candidate))
    .sort((a, b) => b.length - a.length)[0];
  if (prefix === undefined) return undefined;
  const root = path.resolve(folders[prefix]!);
  const file = path.resolve(root, pathname.slice(prefix.length));
  return file.startsWith(root + path.sep) ? file : undefined;
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
  if (!response.ok) throw new Error(`it answered ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_MANIFEST_BYTES) throw new Error('it is too large to be a manifest');
  const text = await response.text();
  if (text.length > MAX_MANIFEST_BYTES) throw new Error('it is too large to be a manifest');
  return text;
}

/** The shell's own manifest (what it provides), or null when the shell is not built. */
export async function readShellManifest(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/**
 * Reads the mf-manifest.json of a release named by URL, to check it before it is activated: 404
 * when nothing answers there, 409 when what answers is not a manifest.
 */
export async function readReleaseManifest(url: string, folders: ServedFolders): Promise<unknown> {
  let text: string;
  try {
    if (/^https?:\/\//.test(url)) {
      text = await fetchText(url);
    } else {
      const file = fileOnThisOrigin(url, folders);
      // Never the file system's message: it would name the server's folders.
      text = file ? await fs.readFile(file, 'utf8').catch(() => null) ?? '' : '';
      if (!file || text === '') throw new Error('this server serves no such file');
    }
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'it did not answer in time' : error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw notFound(`No release manifest could be read at ${url}: ${reason}`, 'RELEASE_NOT_FOUND');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw conflict('RELEASE_MANIFEST_INVALID', `The release at ${url} has no readable mf-manifest.json`);
  }
}
