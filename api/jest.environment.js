// The API tests' environment: Node's, plus PGlite's compiled WebAssembly and file bundle kept for
// the whole worker. Jest loads every test file's modules anew, so without this each test database
// read PGlite's 15 MB again (about 0.15 s each, 5 s of a run); this module is loaded once a worker.
const fs = require('node:fs');
const path = require('node:path');
const { TestEnvironment } = require('jest-environment-node');

/** The name test files read them by (api/src/__tests__/helpers/template.ts). */
const PGLITE_ASSETS = '__PGLITE_ASSETS__';

let files;

/** PGlite's files, read once a worker. */
function pgliteFiles() {
  if (!files) {
    const dist = path.dirname(require.resolve('@electric-sql/pglite'));
    files = {
      wasm: fs.readFileSync(path.join(dist, 'pglite.wasm')),
      fsBundle: new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))]),
    };
  }
  return files;
}

class ApiTestEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    let assets;
    // Made on first use (the files that open no database do not pay for it). The module is compiled
    // by the test file's own WebAssembly (PGlite checks `instanceof WebAssembly.Module`); V8 compiles
    // the same bytes once an isolate.
    Object.defineProperty(this.global, PGLITE_ASSETS, {
      get: () => {
        if (!assets) {
          const { wasm, fsBundle } = pgliteFiles();
          assets = { pgliteWasmModule: new this.global.WebAssembly.Module(wasm), fsBundle };
        }
        return assets;
      },
    });
  }
}

module.exports = ApiTestEnvironment;
