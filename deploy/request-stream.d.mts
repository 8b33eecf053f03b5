// Types of request-stream.mjs for its TypeScript users (bench/scale).
export interface StreamRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface StreamTally {
  requests: number;
  /** Answers by HTTP status. */
  byStatus: Record<string, number>;
  /** Requests without an answer, by error code (ECONNRESET, UND_ERR_SOCKET, …). */
  errors: Record<string, number>;
  /** The first 5xx answers and errors, in words. */
  failures: string[];
}

export function siteRequests(client: { token: string; serviceId: string }): () => StreamRequest;
export function streamWhile(baseUrl: string, next: () => StreamRequest, loops: number, work: () => Promise<unknown>): Promise<StreamTally>;
export function serverErrors(tally: StreamTally): number;
export function connectionErrors(tally: StreamTally): number;
export function retriesInAccessLog(file: string, fromByte?: number): Record<string, number>;
