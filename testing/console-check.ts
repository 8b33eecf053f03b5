/**
 * Redux Toolkit's development checks say when they ran slowly ("ImmutableStateInvariantMiddleware took
 * 43ms, which is more than the warning threshold of 32ms"): a measure of the machine's load (a busy CI
 * machine), not of the code. The unit tests' console check (jest.setup.jsdom.js) lets these through.
 */
export function isMachineLoadWarning(message: string): boolean {
  return /^\w+Middleware took \d+ms, which is more than the warning threshold/.test(message);
}
