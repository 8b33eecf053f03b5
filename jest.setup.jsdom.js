// jsdom lacks a few browser APIs that react-router 7 and MUI use.
require('@testing-library/jest-dom');
const { TextEncoder, TextDecoder } = require('node:util');
const { setViewportWidth } = require('./testing/viewport.ts');

Object.assign(globalThis, { TextEncoder, TextDecoder });

// A desktop viewport unless a test chooses another width.
beforeEach(() => setViewportWidth(1280));
