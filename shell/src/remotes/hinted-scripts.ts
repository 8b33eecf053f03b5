/**
 * A server-rendered page hints its remotes' scripts (`<link rel="preload" data-remote="catalogue">`:
 * api/src/modules/pages/remote-hints.ts). In Chromium a script preload that failed answers the next
 * load of its address on the page with that failure: a remote that was down when the page loaded
 * would, once back, fail the visitor's first retry on a chunk its first attempt never reached (its
 * entry had failed before it).
 *
 * So before a remote's retry each of its hinted chunks is loaded once more, and so taken out of the
 * preloads: one that had failed fails here (harmlessly, or loads if the remote is back), one that had
 * arrived runs as the remote's runtime would run it (a chunk only hands its modules to the runtime,
 * which takes chunks that came before it). The remote's entry is left out: the first attempt loaded
 * it, and the retry registers it again.
 */
const taken = new Set<string>();

/** A load that has not ended by then no longer holds the retry back (the remote's own loads have limits of their own). */
const LOAD_LIMIT_MS = 10_000;

function loadScript(src: string): Promise<void> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    const done = () => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      script.remove();
      resolve();
    };
    const timer = setTimeout(done, LOAD_LIMIT_MS);
    script.src = src;
    script.onload = script.onerror = done;
    document.head.append(script);
  });
}

/** Takes the remote's hinted chunks (all but its entry) out of the page's preloads, each once a page. */
export async function takeHintedScripts(remote: string, entry: string): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"][data-remote]')];
  const chunks = links.filter((link) => link.dataset.remote === remote && link.href !== entry && !taken.has(link.href)).map((link) => link.href);
  for (const href of chunks) taken.add(href);
  await Promise.all(chunks.map(loadScript));
}
