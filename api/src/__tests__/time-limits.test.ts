import * as circus from 'jest-circus';
import { TEST_TIMEOUT_MS, withinTime } from './setup/time-limits';

describe("every test's and hook's time limit (the runner has none of its own)", () => {
  it('fails a body that does not settle in time, naming it', async () => {
    const never = withinTime(() => new Promise(() => undefined), 50, 'The test "waits forever"');
    await expect(never()).rejects.toThrow('The test "waits forever" did not finish within 0.05 s');
  });

  it('passes on what the body resolves, with its arguments, and its failure as it is', async () => {
    await expect(withinTime(async (a, b) => `${String(a)}-${String(b)}`, 1_000, 'x')('row', 2)).resolves.toBe('row-2');
    await expect(withinTime(() => Promise.reject(new Error('refused')), 1_000, 'x')()).rejects.toThrow('refused');
  });

  it("is what this worker's tests and hooks are registered with, at jest's 60 s", () => {
    expect(it).not.toBe(circus.it);
    expect(typeof it.each).toBe('function');
    expect(beforeAll).not.toBe(circus.beforeAll);
    expect(TEST_TIMEOUT_MS).toBe(60_000);
  });
});
