import type { FastifyRequest } from 'fastify';

/** Query parameters that carry secrets: the beacon's application key and signed-link signatures. */
// Passwords too: a form a browser submits itself (before the page's script runs) sends its fields in the address.
const SECRET_QUERY = /([?&](?:x-api-key|signature|token|[a-z]*password)=)[^&#]*/gi;

/** Database errors: what identifies the failure, never the query's parameters nor values in messages. */
const DATABASE_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema'] as const;

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** The frames of a stack, without its first lines (they repeat the message). */
const framesOf = (stack = '') => stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n');

function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

/**
 * An error as the log may keep it. drizzle's query errors carry the SQL's parameters (e-mails, password
 * hashes) in their message and fields, and PostgreSQL messages may quote values: keep the SQL text
 * without parameters, and only the identifying fields of the database's error.
 */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'A non-error value was thrown', stack: '' };
  const fields = error as unknown as Record<string, unknown>;
  if (isDatabaseError(fields)) {
    const logged: LoggedError = { type: 'DatabaseError', message: `database error ${String(fields.code)}`, stack: framesOf(error.stack) };
    for (const field of DATABASE_FIELDS) if (fields[field] !== undefined) logged[field] = fields[field];
    return logged;
  }
  const message = error.message.replace(/\nparams: [\s\S]*$/, '');
  const logged: LoggedError = { type: error.name, message, stack: `${error.name}: ${message}\n${framesOf(error.stack)}` };
  if (typeof fields.code === 'string') logged.code = fields.code;
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  if (error.cause !== undefined && depth < 3) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}

/** The logger's serializers: errors without parameters, requests without secrets in their address. */
export const logSerializers = {
  err: (error: unknown) => loggedError(error),
  req: (request: FastifyRequest) => ({
    id: request.id,
    method: request.method,
    url: request.url.replace(SECRET_QUERY, '$1[redacted]'),
    remoteAddress: request.ip,
  }),
};
