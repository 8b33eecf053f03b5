// Where the cores went during a measurement: CPU time of process trees from /proc (Linux), in cores
// (1.0 = one core busy all the time), and the machine's whole busy time, which also holds whatever
// else runs on it.
import fs from 'node:fs';

/** Linux's clock ticks per second (getconf CLK_TCK), the unit of /proc's CPU times. */
const TICKS_PER_SECOND = 100;

export interface CpuSnapshot {
  atMs: number;
  /** Ticks used so far by each group's processes and their descendants. */
  groups: Record<string, number>;
  machineBusyTicks: number;
}

function processTable(): Map<number, { ppid: number; ticks: number }> {
  const table = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // After "pid (command) ": state, ppid, …, utime and stime (14th and 15th fields), then cutime
      // and cstime: the time of its children that ended (PostgreSQL's backends come and go).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ').map(Number);
      table.set(Number(entry), { ppid: fields[1]!, ticks: fields[11]! + fields[12]! + fields[13]! + fields[14]! });
    } catch {
      // The process ended meanwhile.
    }
  }
  return table;
}

function treeTicks(table: Map<number, { ppid: number; ticks: number }>, roots: number[]): number {
  const inTree = new Set(roots);
  // Parents have lower pids than their children, mostly; go round until nothing is added.
  for (let added = true; added; ) {
    added = false;
    for (const [pid, { ppid }] of table) {
      if (!inTree.has(pid) && inTree.has(ppid)) {
        inTree.add(pid);
        added = true;
      }
    }
  }
  return [...inTree].reduce((sum, pid) => sum + (table.get(pid)?.ticks ?? 0), 0);
}

function machineBusyTicks(): number {
  const [, user, nice, system, , , irq, softirq, steal] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
  return user! + nice! + system! + irq! + softirq! + steal!;
}

/** This process alone (the load generator), in ticks: its children are the API processes and nginx. */
function ownTicks(): number {
  const { user, system } = process.cpuUsage();
  return ((user + system) / 1e6) * TICKS_PER_SECOND;
}

export function cpuSnapshot(groups: Record<string, number[]>): CpuSnapshot {
  const table = processTable();
  return {
    atMs: performance.now(),
    groups: { ...Object.fromEntries(Object.entries(groups).map(([name, roots]) => [name, treeTicks(table, roots)])), 'load generator': ownTicks() },
    machineBusyTicks: machineBusyTicks(),
  };
}

/** Cores used between two snapshots, by group, and by the rest of the machine (other work on it). */
export function coresUsed(before: CpuSnapshot, after: CpuSnapshot): Record<string, number> {
  const seconds = (after.atMs - before.atMs) / 1_000;
  const cores = (ticks: number) => Number((ticks / TICKS_PER_SECOND / seconds).toFixed(2));
  const used = Object.fromEntries(Object.keys(after.groups).map((name) => [name, after.groups[name]! - (before.groups[name] ?? 0)]));
  const ours = Object.values(used).reduce((sum, ticks) => sum + ticks, 0);
  const rest = after.machineBusyTicks - before.machineBusyTicks - ours;
  return { ...Object.fromEntries(Object.entries(used).map(([name, ticks]) => [name, cores(ticks)])), 'rest of the machine': Math.max(0, cores(rest)) };
}
