// The crash test's report in markdown: per driver, what each round sent and got, how long the
// restart took, and the invariants checked after it.
import os from 'node:os';
import type { Check } from './invariants';
import { total, type StreamTally } from './stream';

export interface RoundResult {
  round: number;
  stream: StreamTally;
  restartMs: number;
  checks: Check[];
}

export interface DriverResult {
  label: string;
  firstStartMs: number;
  rounds: RoundResult[];
  /** Why the run stopped early: a restart refused, a request that failed outside the stream. */
  problem: string | null;
}

export interface RunSettings {
  rounds: number;
  loops: number;
  bonusPerRoundEur: number;
  loadAverage: number;
  skipped: string[];
}

export const passed = (result: DriverResult) => result.problem === null && result.rounds.every((round) => round.checks.every((c) => c.ok));

const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([key, count]) => `${key} ×${count}`)
    .join(', ') || 'none';

function merged(records: Array<Record<string, number>>): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const record of records) for (const [key, count] of Object.entries(record)) sum[key] = (sum[key] ?? 0) + count;
  return sum;
}

function roundRow(cells: Array<string | number>) {
  return `| ${cells.join(' | ')} |`;
}

function roundsTable(result: DriverResult): string[] {
  const streams = result.rounds.map((round) => round.stream);
  const sum = (pick: (stream: StreamTally) => number) => streams.reduce((all, stream) => all + pick(stream), 0);
  return [
    '| round | killed after | requests | checkouts | orders acknowledged | conflicts (409) | other answers | connection errors at the kill | checkouts unanswered | restart |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...result.rounds.map(({ round, stream, restartMs }) =>
      roundRow([
        round,
        `${stream.killAfterMs} ms`,
        stream.requests,
        stream.checkouts,
        stream.acknowledged.length,
        total(stream.conflicts),
        total(stream.otherAnswers),
        total(stream.errorsAtKill),
        stream.unansweredCheckouts,
        `${restartMs} ms`,
      ]),
    ),
    roundRow([
      '**all**',
      '',
      sum((s) => s.requests),
      sum((s) => s.checkouts),
      sum((s) => s.acknowledged.length),
      sum((s) => total(s.conflicts)),
      sum((s) => total(s.otherAnswers)),
      sum((s) => total(s.errorsAtKill)),
      sum((s) => s.unansweredCheckouts),
      '',
    ]),
  ];
}

function invariantsTable(result: DriverResult): string[] {
  const names = result.rounds[0]?.checks.map((c) => c.name) ?? [];
  const failures = result.rounds.flatMap((round) => round.checks.filter((c) => !c.ok).map((c) => `- round ${round.round}, ${c.name}: ${c.detail}`));
  const last = result.rounds.at(-1);
  return [
    `| invariant (after each restart) | ${result.rounds.map((round) => `round ${round.round}`).join(' | ')} | last round |`,
    `|---|${result.rounds.map(() => '---|').join('')}---|`,
    ...names.map((name, index) =>
      roundRow([name, ...result.rounds.map((round) => (round.checks[index]?.ok ? 'pass' : '**FAIL**')), last?.checks[index]?.detail ?? '']),
    ),
    '',
    ...(failures.length > 0 ? ['Failures:', '', ...failures] : ['No invariant failed.']),
  ];
}

function driverSection(result: DriverResult): string[] {
  const streams = result.rounds.map((round) => round.stream);
  return [
    `## ${result.label}`,
    '',
    `First start (migrations, seed): ${result.firstStartMs} ms. Rounds completed: ${result.rounds.length}.`,
    '',
    ...roundsTable(result),
    '',
    `Conflicts by code: ${counts(merged(streams.map((s) => s.conflicts)))}. Other answers: ${counts(merged(streams.map((s) => s.otherAnswers)))}.`,
    `Connection errors at the kill, by code: ${counts(merged(streams.map((s) => s.errorsAtKill)))}.`,
    '',
    ...invariantsTable(result),
    '',
    ...(result.problem ? ['**The run stopped early:**', '', '```', result.problem, '```', ''] : []),
  ];
}

export function reportMarkdown(results: DriverResult[], settings: RunSettings): string {
  return [
    '# Checkout crash test',
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores (load average ${settings.loadAverage.toFixed(1)} ` +
      `at the start: times depend on it), Node ${process.version}. Written by \`npm run bench:checkout-crash\`.`,
    '',
    `Each round: the admin credits the demo client ${settings.bonusPerRoundEur} EUR of bonus; ${settings.loops} checkout loops of the demo client (one cart, one user lock) add a service or two and check out ` +
      'with a new Idempotency-Key and the bonus; after a random 1.5–4 s the server is killed with SIGKILL, restarted on the same ' +
      `data, and the invariants are checked through the API. ${settings.rounds} rounds per driver. An unanswered checkout may ` +
      'or may not have made its order; an acknowledged one must exist, whole.',
    '',
    ...results.flatMap(driverSection),
    ...settings.skipped.map((line) => `${line}\n`),
    `Result: ${results.every(passed) ? 'every invariant held' : '**an invariant failed or the run stopped early**'}.`,
    '',
  ].join('\n');
}
