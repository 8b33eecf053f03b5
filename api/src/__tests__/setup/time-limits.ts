/**
 * jest-light-runner calls each test and hook as it is, without jest's time limit (testTimeout): one
 * that never settles would hold the whole run until CI gives up, naming nothing. Loaded once in each
 * worker (setupFilesAfterEnv), this gives every test and hook the limit jest would, its own third
 * argument or TEST_TIMEOUT_MS, and fails it by name when it is over.
 */
export const TEST_TIMEOUT_MS = 60_000;

type Body = (...args: unknown[]) => unknown;
type Register = (name: string, body?: Body, timeout?: number) => unknown;
type Hook = (body: Body, timeout?: number) => unknown;

/** The body, failed with `what` once it has run `ms` without settling. */
export function withinTime(body: Body, ms: number, what: string): Body {
  return async (...args) => {
    let timer: NodeJS.Timeout | undefined;
    const overdue = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms / 1000} s`)), ms);
    });
    try {
      return await Promise.race([Promise.resolve().then(() => body(...args)), overdue]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** A test function (it, it.only, …) whose tests, one by one or from a table, get the limit. */
function limitTests<T extends Register>(register: T): T {
  const limited = ((name: string, body?: Body, timeout?: number) =>
    register(name, body && withinTime(body, timeout ?? TEST_TIMEOUT_MS, `The test "${name}"`), timeout)) as T & { each?: unknown };
  const original = register as unknown as Record<string, unknown>;
  for (const key of Object.keys(original)) (limited as unknown as Record<string, unknown>)[key] = original[key];
  if (typeof original.each === 'function') {
    const each = original.each as (...table: unknown[]) => Register;
    limited.each = (...table: unknown[]) => (name: string, body?: Body, timeout?: number) =>
      each(...table)(name, body && withinTime(body, timeout ?? TEST_TIMEOUT_MS, `A test of "${name}"`), timeout);
  }
  if (typeof original.only === 'function') (limited as unknown as Record<string, unknown>).only = limitTests(original.only as Register);
  return limited;
}

function limitHook(kind: string, hook: Hook): Hook {
  return (body, timeout) => hook(withinTime(body, timeout ?? TEST_TIMEOUT_MS, `A ${kind} hook`), timeout);
}

const globals = globalThis as unknown as Record<string, unknown>;
globals.it = limitTests(globals.it as Register);
globals.test = limitTests(globals.test as Register);
globals.fit = limitTests(globals.fit as Register);
for (const kind of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach']) globals[kind] = limitHook(kind, globals[kind] as Hook);
