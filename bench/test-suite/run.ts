// Test-suite benchmark: runs the README's test command (`npm test` at the root) as it is, and measures
// each of its steps: wall time, and the CPU time the whole machine spent meanwhile (from /proc/stat, so
// Chromium's processes and the servers count too), against issue 17's target of 6 minutes. Each run is
// added to history.json; REPORT.md shows the last one and the history. Linux only (/proc/stat).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

const ROOT = path.resolve(__dirname, '../..');
const HISTORY = path.join(__dirname, 'history.json');
const REPORT = path.join(__dirname, 'REPORT.md');
const TARGET_SECONDS = 6 * 60;

/** The first step of `npm test`, from its start. */
const FIRST_STEP = 'lint, type checks, tooling tests, build of what is stale (side by side)';
/** The steps after it, known by the line npm prints as each one starts. */
const STEPS: Array<{ name: string; startsWith: RegExp }> = [
  { name: 'unit tests (jest, every front-end and shared workspace)', startsWith: /^> test:unit$/ },
  { name: 'design checks (Storybook test runner)', startsWith: /^> test:design$/ },
  { name: 'API suite', startsWith: /^> api@[\w.-]+ test$/ },
  { name: 'rolling-restart test (deploy/, with TEST_DATABASE_URL)', startsWith: /^> test:deploy$/ },
  { name: 'e2e suite (Playwright, headless Chromium)', startsWith: /^> e2e@[\w.-]+ test$/ },
];

/** What a step's own output says of its tests: jest's and Playwright's summary lines. */
const SUMMARY = /^(\[[\w:-]+\] )?(Tests: .*|Time: .*|\s*\d+ passed \(.*\)|\s*\d+ (failed|flaky|skipped).*|# (pass|fail) \d+)$/;

interface Step {
  name: string;
  seconds: number;
  cpuSeconds: number;
  stolenSeconds: number;
  busyPercent: number;
  summary: string[];
}

interface Run {
  date: string;
  commit: string;
  machine: string;
  cores: number;
  exitCode: number;
  seconds: number;
  cpuSeconds: number;
  stolenSeconds: number;
  steps: Step[];
}

/**
 * The machine's CPU time so far, in seconds over all cores: busy (user, nice, system, irq, softirq) and
 * stolen (time the virtual machine's host gave to others while it had work: a run slower than the last
 * with more stolen time was slowed by its neighbours).
 */
function cpuTimes(): { busy: number; stolen: number } {
  const [user, nice, system, , , irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { busy: (user! + nice! + system! + irq! + softirq!) / 100, stolen: steal! / 100 };
}

function measure(): Promise<Run> {
  const cores = os.cpus().length;
  const startedAt = Date.now();
  const startCpu = cpuTimes();
  const marks: Array<{ name: string; at: number; cpu: { busy: number; stolen: number }; summary: string[] }> = [{ name: FIRST_STEP, at: startedAt, cpu: startCpu, summary: [] }];
  const child = spawn('npm', ['test'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = fs.createWriteStream(path.join(os.tmpdir(), 'bench-test-suite.log'));
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (raw) => {
      log.write(`${raw}\n`);
      const line = stripVTControlCharacters(raw);
      const step = STEPS.find((candidate) => candidate.startsWith.test(line));
      if (step && !marks.some((mark) => mark.name === step.name)) {
        marks.push({ name: step.name, at: Date.now(), cpu: cpuTimes(), summary: [] });
        console.log(`${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s  ${step.name}`);
      } else if (SUMMARY.test(line)) {
        marks.at(-1)!.summary.push(line.trim());
      }
    });
  }
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      const end = { at: Date.now(), cpu: cpuTimes() };
      log.end();
      const steps = marks.map((mark, index) => {
        const next = marks[index + 1] ?? end;
        const seconds = (next.at - mark.at) / 1000;
        const cpuSeconds = next.cpu.busy - mark.cpu.busy;
        const stolenSeconds = next.cpu.stolen - mark.cpu.stolen;
        return { name: mark.name, seconds, cpuSeconds, stolenSeconds, busyPercent: (100 * cpuSeconds) / (seconds * cores), summary: mark.summary };
      });
      resolve({
        date: new Date(startedAt).toISOString(),
        commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim(),
        cores,
        machine: `${cores} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
        exitCode: code ?? 1,
        seconds: (end.at - startedAt) / 1000,
        cpuSeconds: end.cpu.busy - startCpu.busy,
        stolenSeconds: end.cpu.stolen - startCpu.stolen,
        steps,
      });
    });
  });
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;

function report(history: Run[]): string {
  const last = history.at(-1)!;
  const lines = [
    '# The test command (`npm test`), step by step',
    '',
    'Written by `npm run bench:test-suite` (`bench/test-suite/run.ts`): wall time of each step of the README’s test',
    'command, and the CPU time the whole machine spent meanwhile (busy, and stolen by the virtual machine’s host). The target',
    '(issue 17) is under 6 minutes on this machine.',
    '',
    `Last run: ${last.date} at ${last.commit}, ${last.machine}; ${last.exitCode === 0 ? 'passed' : `failed (exit ${last.exitCode})`}.`,
    `**${minutes(last.seconds)}** (${last.seconds.toFixed(0)} s; target ${TARGET_SECONDS} s, ${last.seconds <= TARGET_SECONDS ? 'met' : `${(last.seconds - TARGET_SECONDS).toFixed(0)} s over`}), ${last.cpuSeconds.toFixed(0)} CPU-seconds busy and ${last.stolenSeconds.toFixed(0)} stolen: even with every core busy from the first second to the last, this much work takes ${(last.cpuSeconds / last.cores).toFixed(0)} s here.`,
    '',
    '| step | wall s | CPU-s | stolen s | cores busy | what it reported |',
    '|---|---:|---:|---:|---:|---|',
    ...last.steps.map(
      (step) =>
        `| ${step.name} | ${step.seconds.toFixed(1)} | ${step.cpuSeconds.toFixed(0)} | ${step.stolenSeconds.toFixed(0)} | ${step.busyPercent.toFixed(0)} % | ${step.summary.join('; ').replace(/\s+/g, ' ')} |`,
    ),
    '',
    '## History',
    '',
    '| date | commit | wall | CPU-s | stolen s | passed |',
    '|---|---|---:|---:|---:|---|',
    ...history.map(
      (run) =>
        `| ${run.date.slice(0, 16).replace('T', ' ')} | ${run.commit} | ${minutes(run.seconds)} | ${run.cpuSeconds.toFixed(0)} | ${run.stolenSeconds?.toFixed(0) ?? '–'} | ${run.exitCode === 0 ? 'yes' : 'no'} |`,
    ),
    '',
  ];
  return lines.join('\n');
}

async function main() {
  const run = await measure();
  const history: Run[] = fs.existsSync(HISTORY) ? JSON.parse(fs.readFileSync(HISTORY, 'utf8')) : [];
  history.push(run);
  fs.writeFileSync(HISTORY, `${JSON.stringify(history, null, 2)}\n`);
  fs.writeFileSync(REPORT, report(history));
  console.log(`npm test: ${minutes(run.seconds)}, ${run.cpuSeconds.toFixed(0)} CPU-seconds (report: bench/test-suite/REPORT.md)`);
  process.exitCode = run.exitCode;
}

void main();
