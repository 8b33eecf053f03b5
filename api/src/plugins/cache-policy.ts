import path from 'node:path';

/** Files whose name carries a content hash never change: cache them for a year (Storybook's read x.<hash>.iframe.bundle.js). */
const HASHED = /\.[0-9a-f]{8,}(\.iframe\.bundle)?\.(js|css|woff2?|png|jpe?g|svg|webp)$/;

/**
 * Everything else (HTML, remotes.json, mf-manifest.json, remoteEntry.js, translations) must be
 * revalidated on every load, so a redeployed remote or text reaches visitors at once.
 */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (x.js.br, x.js.gz) is cached as the file it is a copy of.
  const file = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
