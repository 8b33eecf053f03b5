import { isMachineLoadWarning } from '@testing/console-check';

describe('the unit tests’ console check', () => {
  it.each([
    'ImmutableStateInvariantMiddleware took 43ms, which is more than the warning threshold of 32ms. \nIf your state or actions are very large, you may want to disable the middleware.',
    'SerializableStateInvariantMiddleware took 33ms, which is more than the warning threshold of 32ms.',
  ])('lets Redux Toolkit say its development checks ran slowly: %s', (message) => {
    expect(isMachineLoadWarning(message)).toBe(true);
  });

  it.each([
    'A non-serializable value was detected in an action, in the path: `payload`.',
    'A state mutation was detected between dispatches, in the path `api.queries`.',
    'Warning: Each child in a list should have a unique "key" prop. ImmutableStateInvariantMiddleware took 40ms, which is more than the warning threshold',
  ])('fails a test on any other warning: %s', (message) => {
    expect(isMachineLoadWarning(message)).toBe(false);
  });
});
