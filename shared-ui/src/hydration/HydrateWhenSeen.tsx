import { type CSSProperties, type ReactNode, Suspense, use, useEffect, useMemo, useRef, useState } from 'react';
import { useHydrated } from './use-hydrated';

/*
 * React hydrates a server-rendered page's Suspense boundaries together, in one commit: on a phone the
 * 50 cards of a catalogue made one long task, though a visitor sees two of them. A part wrapped in
 * HydrateWhenSeen keeps the server's markup (visible, readable, its links working as links) and is
 * hydrated on its own: when it comes near the screen, else one part at a time whenever the browser is
 * idle once the page is alive, and all at once when the visitor first acts on the page (a tap, a key,
 * a focus, back or forward), so nothing they reach waits and every task stays short.
 *
 * Only parts being hydrated wait, and only on a page whose shell asked for it: a part rendered later
 * (another page, a filter) renders at once, and so does a part an update reaches while it waits (React
 * renders it anew in place of the server's markup).
 */

/** A thenable React's `use` reads synchronously once it is open. */
interface Gate extends PromiseLike<void> {
  status: 'pending' | 'fulfilled';
  value: undefined;
  open: () => void;
}

/** Whether the shell hydrates a server-rendered page whose parts may wait (startDeferredHydration). */
let deferring = false;
let everythingOpen = false;
/** Gates not yet open, in the order of the page. */
const waiting = new Set<Gate>();

function makeGate(mayWait: boolean): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  const gate: Gate = {
    status: mayWait && deferring && !everythingOpen ? 'pending' : 'fulfilled',
    value: undefined,
    then: (onOpen, onFail) => promise.then(onOpen, onFail),
    open: () => {
      if (gate.status === 'fulfilled') return;
      gate.status = 'fulfilled';
      waiting.delete(gate);
      resolve();
    },
  };
  if (gate.status === 'fulfilled') resolve();
  else {
    waiting.add(gate);
    openWhenIdle();
  }
  return gate;
}

/** What a visitor does first on a page; each opens every gate before React sees it. */
const FIRST_ACTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click', 'input'] as const;

function openEverything() {
  everythingOpen = true;
  for (const gate of [...waiting]) gate.open();
  for (const act of FIRST_ACTS) document.removeEventListener(act, openEverything, true);
  window.removeEventListener('popstate', openEverything);
}

/** Calls back when the browser is idle (a short timer where it cannot say). */
function whenIdle(callback: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 1_000 });
  else setTimeout(callback, 50);
}

/** Idle opening: not before the page is alive, then one gate per idle moment while any waits. */
let idleOpening: 'not yet' | 'ready' | 'scheduled' = 'not yet';

function openWhenIdle() {
  if (idleOpening !== 'ready' || waiting.size === 0) return;
  idleOpening = 'scheduled';
  whenIdle(() => {
    idleOpening = 'ready';
    const [first] = waiting;
    first?.open();
    openWhenIdle();
  });
}

/**
 * The shell calls this just before it hydrates the server's page: parts in HydrateWhenSeen may wait.
 * The listeners are on the document's capture phase, ahead of React's on the root, so a tap on a part
 * still waiting finds it open and React hydrates it before handling the tap.
 */
export function startDeferredHydration() {
  deferring = true;
  for (const act of FIRST_ACTS) document.addEventListener(act, openEverything, true);
  window.addEventListener('popstate', openEverything);
}

/**
 * The shell calls this once the page is alive: the parts still waiting (and those hydrated later, as a
 * remote's section) open one at a time whenever the browser is idle.
 */
export function endDeferredHydration() {
  if (idleOpening !== 'not yet') return;
  idleOpening = 'ready';
  openWhenIdle();
}

/** What a part that does not wait reads: open already. */
const OPEN: Gate = { status: 'fulfilled', value: undefined, then: (onOpen) => Promise.resolve().then(onOpen), open: () => undefined };

function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  // While React hydrates (the server's markup), a waiting part waits; rendered anew, it renders.
  use(useHydrated() ? OPEN : gate);
  return children;
}

/** How far from the screen a part starts to hydrate: a screen ahead of the scroll. */
const AHEAD = '100% 0px';

/**
 * Children hydrated on their own (see above). The box drawn around them is what is watched: give it
 * the style the children's layout needs (a grid cell's full height).
 */
export function HydrateWhenSeen({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const box = useRef<HTMLDivElement>(null);
  const isHydration = !useHydrated();
  const [gate] = useState(() => makeGate(isHydration));

  useEffect(() => {
    const element = box.current;
    if (gate.status === 'fulfilled' || !element) return;
    if (typeof IntersectionObserver === 'undefined') return gate.open();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), { rootMargin: AHEAD });
    observer.observe(element);
    void Promise.resolve(gate).then(() => observer.disconnect());
    return () => observer.disconnect();
  }, [gate]);

  // The same element while the children are the same: this box renders again once hydrated (its
  // hydration flag turns false), and new props would make React hydrate the waiting part at once.
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    ),
    [gate, children],
  );
  return (
    <div ref={box} style={style}>
      {part}
    </div>
  );
}
