import { useCallback } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMIN_VALIDATION_MESSAGES } from 'shared-api/contracts/admin';
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

const ADMIN_MESSAGE_KEYS = new Map<string, string>(Object.entries(ADMIN_VALIDATION_MESSAGES).map(([name, message]) => [message, `validation.${name}`]));

/**
 * A field's message in the staff's language: the back office's own messages (ADMIN_VALIDATION_MESSAGES,
 * the same whether the form or the API found the problem) by their key; zod's own are already in the
 * page's language (useZodMessagesIn).
 */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('admin');
  return useCallback((message) => {
    const key = message === undefined ? undefined : ADMIN_MESSAGE_KEYS.get(message);
    return key ? t(key) : message;
  }, [t]);
}
