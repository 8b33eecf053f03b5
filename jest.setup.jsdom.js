// jsdom lacks a few browser APIs that react-router 7 and MUI use.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });

if (!window.matchMedia) {
  // MUI's useMediaQuery asks matchMedia; tests that need a width mock it themselves.
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
