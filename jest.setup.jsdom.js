// jsdom lacks a few browser APIs that react-router 7 and MUI use.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
const { setViewportWidth } = require('./testing/viewport.ts');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy… waits up to 5 s instead of 1 s: a lazily loaded page takes longer than a second to appear
// in jsdom when every suite runs at once on two cores (a sign-in page missed it in CI). A query that
// never matches still fails.
require('@testing-library/react').configure({ asyncUtilTimeout: 5_000 });

// Each test starts with a desktop viewport and empty browser storage (the cart and the session live there).
beforeEach(() => {
  setViewportWidth(1280);
  localStorage.clear();
  sessionStorage.clear();
});
