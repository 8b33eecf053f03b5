/* eslint-disable @typescript-eslint/no-require-imports -- each test takes a fresh copy of the module's page-wide state */
import { fireEvent } from '@testing-library/react';
import type * as ReactExports from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import type * as Hydration from '../hydration/HydrateWhenSeen';

type Module = typeof Hydration;
type ReactModule = typeof ReactExports;

/** The IntersectionObservers created, each with the element it watches and a way to scroll it near. */
const observers: { element: Element; comeNear: () => void }[] = [];
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observers.push({ element, comeNear: () => this.callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], this as unknown as IntersectionObserver) });
  }
  disconnect() {}
}

/** Idle callbacks the browser has been asked for; a test runs them one by one. */
let idle: (() => void)[] = [];

beforeEach(() => {
  jest.resetModules();
  observers.length = 0;
  idle = [];
  Object.assign(globalThis, { IntersectionObserver: FakeIntersectionObserver, requestIdleCallback: (callback: () => void) => idle.push(callback) });
});

/** The React of the test running, whose act() the page's last gates open in after the test. */
let react: ReactModule | undefined;

afterEach(async () => {
  await react?.act(async () => void document.dispatchEvent(new Event('pointerdown')));
  react = undefined;
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
  document.body.innerHTML = '';
});

/**
 * A server-rendered page of three parts that wait, and a button that does not, hydrated as the shell
 * does. Returns what was clicked, and whether each part's button has been hydrated (React knows it).
 */
async function hydratePage({ aliveBefore = false } = {}) {
  const React = (react = require('react') as ReactModule);
  const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
  const { hydrateRoot } = require('react-dom/client') as typeof ReactDomClient;
  const hydration = require('../hydration/HydrateWhenSeen') as Module;
  const clicks: string[] = [];
  const page = (
    <main>
      <button onClick={() => clicks.push('top')}>top</button>
      {['one', 'two', 'three'].map((name) => (
        <hydration.HydrateWhenSeen key={name}>
          <button onClick={() => clicks.push(name)}>{name}</button>
        </hydration.HydrateWhenSeen>
      ))}
    </main>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const button = (name: string) => [...container.querySelectorAll('button')].find((element) => element.textContent === name)!;
  hydration.startDeferredHydration();
  // A remote's section is hydrated after the page around it is alive.
  if (aliveBefore) hydration.endDeferredHydration();
  await React.act(async () => void hydrateRoot(container, page));
  const hydrated = (name: string) => Object.keys(button(name)).some((key) => key.startsWith('__reactProps'));
  return { React, hydration, clicks, button, hydrated, container };
}

describe('HydrateWhenSeen', () => {
  it("keeps a part in the server's markup until it comes near the screen, then hydrates it alone", async () => {
    const { React, hydrated, container } = await hydratePage();
    expect(hydrated('top')).toBe(true);
    expect(['one', 'two', 'three'].map(hydrated)).toEqual([false, false, false]);
    expect(container.textContent).toBe('toponetwothree');

    expect(observers).toHaveLength(3);
    await React.act(async () => observers[1]!.comeNear());
    expect(['one', 'two', 'three'].map(hydrated)).toEqual([false, true, false]);
    expect(container.textContent).toBe('toponetwothree');
  });

  it('opens every part at the first act on the page, and the act reaches the part it was on', async () => {
    const { React, hydrated, clicks, button } = await hydratePage();
    expect(hydrated('three')).toBe(false);
    await React.act(async () => void fireEvent.click(button('three')));
    expect(clicks).toEqual(['three']);
    expect(['one', 'two', 'three'].map(hydrated)).toEqual([true, true, true]);
  });

  it('once the page is alive, hydrates the waiting parts one at a time as the browser idles', async () => {
    const { React, hydration, hydrated } = await hydratePage();
    hydration.endDeferredHydration();
    expect(idle).toHaveLength(1);
    await React.act(async () => idle.shift()!());
    expect(['one', 'two', 'three'].map(hydrated)).toEqual([true, false, false]);
    await React.act(async () => idle.shift()!());
    expect(['one', 'two', 'three'].map(hydrated)).toEqual([true, true, false]);
    await React.act(async () => idle.shift()!());
    expect(['one', 'two', 'three'].map(hydrated)).toEqual([true, true, true]);
    await React.act(async () => idle.shift()?.());
    expect(idle).toHaveLength(0);
  });

  it("waits as well in a part hydrated once the page is alive (a remote's section), then opens one at a time", async () => {
    const { React, hydrated } = await hydratePage({ aliveBefore: true });
    expect(['one', 'two', 'three'].map(hydrated)).toEqual([false, false, false]);
    await React.act(async () => idle.shift()!());
    expect(['one', 'two', 'three'].map(hydrated)).toEqual([true, false, false]);
  });

  it('renders a part at once when the page is not being hydrated', async () => {
    const React = (react = require('react') as ReactModule);
    const { createRoot } = require('react-dom/client') as typeof ReactDomClient;
    const { HydrateWhenSeen } = require('../hydration/HydrateWhenSeen') as Module;
    const container = document.createElement('div');
    await React.act(async () =>
      createRoot(container).render(
        <HydrateWhenSeen>
          <p>a part</p>
        </HydrateWhenSeen>,
      ),
    );
    expect(container.textContent).toBe('a part');
  });
});
