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

// MUI's TextareaAutosize (a multiline field's textarea) measures its text after every render through
// getComputedStyle, which jsdom answers by matching every style rule on the page, to find heights that
// jsdom, which lays nothing out, always gives as 0: a third of the back office's tests' time. Here it
// is the plain textarea of its first rows that it renders before it measures.
jest.mock('@mui/material/TextareaAutosize', () => {
  const { createElement, forwardRef } = require('react');
  const TextareaAutosize = forwardRef(function TextareaAutosize(props, ref) {
    const textarea = { rows: props.minRows ?? 1, ...props, ref };
    delete textarea.minRows;
    delete textarea.maxRows;
    return createElement('textarea', textarea);
  });
  return { __esModule: true, default: TextareaAutosize };
});

// No unit test reaches a network. A request that no test answers (a page's data the test does not look
// at) fails at once as an unreachable API does, instead of through jsdom's XMLHttpRequest: its socket
// and its 10 s timer outlived the test file and kept jest's worker from exiting.
const axios = require('axios');
axios.defaults.adapter = (config) => Promise.reject(new axios.AxiosError('Network Error', axios.AxiosError.ERR_NETWORK, config));

// A test during which React, MUI or our code writes an error or a warning fails: such a message is a
// state update outside act (the test may have read the page before it changed), a duplicate key, a
// value a field cannot show… A test that expects one spies on console.error or console.warn itself.
const { format } = require('node:util');
const unexpectedConsole = [];
const { isMachineLoadWarning } = require('./testing/console-check.ts');
for (const level of ['error', 'warn']) {
  const write = console[level].bind(console);
  console[level] = (...args) => {
    if (level === 'warn' && isMachineLoadWarning(format(...args))) return;
    unexpectedConsole.push(`console.${level}: ${format(...args).split('\n')[0]}`);
    write(...args);
  };
}
afterEach(() => {
  const messages = unexpectedConsole.splice(0);
  if (messages.length > 0) throw new Error(`The test wrote to the console (see above):\n${[...new Set(messages)].join('\n')}`);
});
