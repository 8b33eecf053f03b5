// The front end's tests run in jsdom, a version of it chosen here (Jest's own environment pins an
// older one, whose selector engine walks the whole page for each `:has()` rule MUI's selects bring,
// on every getComputedStyle: role queries took seconds a page). jsdom comes without the Fetch API:
// react-router's data router builds Request objects on navigation, so the environment lends Node's
// own Fetch classes to the jsdom window.
const JSDOM = require('jsdom');
const JsdomEnvironment = require('@jest/environment-jsdom-abstract').default;

class JsdomWithFetch extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context, JSDOM);
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal', 'structuredClone']) {
      this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
