import { nextTask } from '../app/next-task';

/** Lets every microtask queued so far (and those they queue, a few deep) run. */
async function drainMicrotasks() {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
}

describe('nextTask', () => {
  const withScheduler = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete withScheduler.scheduler;
  });

  it('resolves in a task of its own, not among the current task’s microtasks', async () => {
    let resolved = false;
    const step = nextTask().then(() => {
      resolved = true;
    });
    await drainMicrotasks();
    expect(resolved).toBe(false);
    await step;
    expect(resolved).toBe(true);
  });

  it('yields through the browser’s scheduler where there is one', async () => {
    const schedulerYield = jest.fn(() => Promise.resolve());
    withScheduler.scheduler = { yield: schedulerYield };
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  });
});
