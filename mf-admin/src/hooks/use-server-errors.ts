import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ApiError } from 'shared-api';
import { useServerMessage } from './use-server-message';

/**
 * Puts a failed save's field messages (the API's `details`: { 'translations.en.title': '…' }) on the
 * form's fields, and returns the message for the form as a whole, in the staff's language.
 */
export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>) {
  const serverMessage = useServerMessage();
  return useCallback(
    (error: unknown): string => {
      const { details } = (error ?? {}) as Partial<ApiError>;
      if (details && typeof details === 'object') {
        for (const [field, text] of Object.entries(details as Record<string, unknown>)) {
          if (typeof text === 'string') setError(field as Path<T>, { type: 'server', message: text });
        }
      }
      return serverMessage(error);
    },
    [setError, serverMessage],
  );
}
