// jsdom lacks a few browser APIs that react-router 7 and MUI use.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
const { setViewportWidth } = require('./testing/viewport.ts');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Each test starts with a desktop viewport and empty browser storage (the cart and the session live there).
beforeEach(() => {
  setViewportWidth(1280);
  localStorage.clear();
  sessionStorage.clear();
});
