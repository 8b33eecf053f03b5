/** The address of the site as deployed (set by global-setup). */
export function siteUrl(path = ''): string {
  const base = process.env.E2E_BASE_URL;
  if (!base) throw new Error('E2E_BASE_URL is not set: the e2e global setup did not run');
  return `${base}${path}`;
}

/** The same build with the catalogue remote's registry entry pointing at a dead URL. */
export function brokenCatalogueUrl(path = ''): string {
  const base = process.env.E2E_BROKEN_CATALOGUE_URL;
  if (!base) throw new Error('E2E_BROKEN_CATALOGUE_URL is not set: the e2e global setup did not run');
  return `${base}${path}`;
}

/** The same build whose access tokens expire after 5 seconds. */
export function shortTokensUrl(path = ''): string {
  const base = process.env.E2E_SHORT_TOKENS_URL;
  if (!base) throw new Error('E2E_SHORT_TOKENS_URL is not set: the e2e global setup did not run');
  return `${base}${path}`;
}

/** The path, query and hash of a page URL. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
