// The root typecheck: every workspace's TypeScript in four programs instead of twelve, two at a time,
// by TypeScript 7's native compiler (installed as typescript-7 beside TypeScript 6, whose API the tools use).
// The front-end workspaces share one program (React's and MUI's types are read once, not seven times),
// the e2e suite and the benchmarks another; the API and shared-domain keep their own, because their
// libraries differ (no DOM). Each workspace's `npm run typecheck` still checks it alone.
// scripts/__tests__/typecheck.test.mjs keeps these programs covering every workspace's files.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const PROGRAMS = ['tsconfig.web.json', 'tsconfig.tools.json', 'api/tsconfig.json', 'shared-domain/tsconfig.json'];

const tsc = path.join(root, 'node_modules/typescript-7/bin/tsc');

/** Where tsc keeps what it learned of the programs between runs (a clean install starts without). */
const CACHE = path.join(root, 'node_modules/.cache/typecheck');

/**
 * Runs tsc on one program; resolves with its output and whether it passed. Incremental: tsc keeps each
 * file's result and the shape of its exports, and the next run checks again only the files changed and
 * those whose imports' shape changed (the web program in 2 s instead of 11 after an edit of one page).
 * Errors come one per line as `file(line,col): error TS…`, whatever the terminal (tsc colours and
 * reflows them when the environment has FORCE_COLOR, even set to 0).
 */
export function check(program, { cwd = root, cacheDir = CACHE } = {}) {
  const buildInfo = path.join(cacheDir, `${program.replace(/[/.]/g, '_')}.tsbuildinfo`);
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '--noEmit', '--pretty', 'false', '--incremental', '--tsBuildInfoFile', buildInfo, '-p', program], { cwd });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ program, passed: code === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

async function main() {
  const queue = [...PROGRAMS];
  const results = [];
  const parallel = Math.max(1, Math.min(os.availableParallelism(), 2));
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let program = queue.shift(); program; program = queue.shift()) {
        const result = await check(program);
        results.push(result);
        console.log(`${result.passed ? 'ok  ' : 'FAIL'} ${program} (${result.seconds.toFixed(1)} s)`);
        if (!result.passed) process.stdout.write(result.output);
      }
    }),
  );
  process.exitCode = results.every((result) => result.passed) ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
