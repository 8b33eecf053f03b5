/* What the admin editors' patches share. */

/** PostgreSQL's unique_violation, as drizzle passes it on (the driver's error is its cause). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
}

/** Only what was sent: an omitted field keeps its value (a patch of one flag must not wipe prices). */
export function sentFields<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
