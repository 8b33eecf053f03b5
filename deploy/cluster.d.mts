// Types of cluster.mjs for its TypeScript users (bench/scale).
export interface ApiProcess {
  readonly port: number;
  readonly pid: number | undefined;
  start(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  /** nginx's address: http://127.0.0.1:<listen> */
  readonly url: string;
  readonly processes: ApiProcess[];
  /** The runtime folder: nginx's configuration and logs, the processes' logs. */
  readonly dir: string;
  readonly accessLog: string;
  readonly nginxPid: number;
  addProcess(): Promise<ApiProcess>;
  rollingRestart(onStep?: (step: string) => void): Promise<void>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;
export function freePortRange(count: number): Promise<number>;
export function startPostgres(options?: { durable?: boolean }): Promise<{ url: string; pid: number; stop(): Promise<void> }>;
export function freshDatabase(serverUrl: string, prefix?: string): Promise<{ url: string; drop(): Promise<void> }>;
export function startCluster(options: {
  size: number;
  basePort: number;
  listen: number;
  env: Record<string, string>;
  /** 'inherit' (the terminal), or a folder for one log file per process. */
  logs?: string;
  onUnexpectedExit?: (port: number, code: number | string | null) => void;
}): Promise<Cluster>;
