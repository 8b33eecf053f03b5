import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A contract's issues (or the server's `details`) as messages on the editor's fields: a list item's
 * message (translations.en.features.2) goes on the list's box.
 */
export function fieldMessages(issues: z.core.$ZodIssue[] | Record<string, string>): Record<string, string> {
  const entries = Array.isArray(issues) ? issues.map((issue) => [issue.path.join('.'), issue.message] as const) : Object.entries(issues);
  const messages: Record<string, string> = {};
  for (const [path, message] of entries) {
    const parts = path.split('.');
    const field = parts[0] === 'translations' ? parts.slice(0, 3).join('.') : parts[0] === 'prices' ? parts.slice(0, 3).join('.') : parts[0]!;
    messages[field || 'root'] ??= message;
  }
  return messages;
}

/** The message react-hook-form holds for a field's dotted path (translations.ua.name), if any. */
export function errorAt<T extends FieldValues>(errors: FieldErrors<T>, path: string): string | undefined {
  const found = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors);
  return (found as { message?: string } | undefined)?.message;
}
