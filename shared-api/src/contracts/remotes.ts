import { z } from 'zod';

/** The remotes the shell knows by name (the registry holds where each one's active release is). */
export const REMOTE_NAMES = ['catalogue', 'account', 'promo', 'admin'] as const;
export const remoteName = z.enum(REMOTE_NAMES);

/** A release's version in the release store: package version and content hash, e.g. 1.2.0-3f9a1c2b. */
export const releaseVersion = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[0-9A-Za-z][0-9A-Za-z._+-]*$/, 'A version holds letters, digits, dots, dashes, pluses and underscores');

/** A release hosted elsewhere, named by its manifest: an https (or, for this origin, a root-relative) URL. */
export const manifestUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^(https?:\/\/[^\s/]+|\/(?!\/))[^\s]*mf-manifest\.json$/.test(value), 'The URL of a release is its mf-manifest.json, absolute (http or https) or from this origin (/…)');

/** Activate a release of the store by version, or one hosted elsewhere by URL. */
export const activation = z.union([z.object({ version: releaseVersion }).strict(), z.object({ url: manifestUrl }).strict()]);

export const activationEntry = z.object({
  kind: z.enum(['activate', 'rollback']),
  url: z.string(),
  version: z.string().nullable(),
  fromUrl: z.string().nullable(),
  fromVersion: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});

export const remoteStatus = z.object({
  name: remoteName,
  /** The active release's version; null when it is named by URL only (the default, or a hosted one). */
  version: z.string().nullable(),
  url: z.string(),
  /** The versions in the release store, newest first. */
  versions: z.array(z.string()),
  /** Changes, newest first. */
  history: z.array(activationEntry),
});

export const remoteList = z.array(remoteStatus);
