// Runs Storybook's test runner against the static build (storybook-static), served here on a free port.
import { createServer } from 'node:http';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import sirv from 'sirv';

const require = createRequire(import.meta.url);
const runnerBin = require.resolve('@storybook/test-runner/dist/test-storybook.js');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'storybook-static');
if (!existsSync(path.join(built, 'index.json'))) {
  console.error('No Storybook build in shared-ui/storybook-static: run `npm run build -w shared-ui` first.');
  process.exit(1);
}

const server = createServer(sirv(built, { dev: false, etag: true }));
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  const runner = spawn(process.execPath, [runnerBin, '--index-json', '--url', `http://127.0.0.1:${port}`, '--maxWorkers', '2', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  runner.on('exit', (code, signal) => {
    server.close();
    process.exit(code ?? (signal ? 1 : 0));
  });
});
