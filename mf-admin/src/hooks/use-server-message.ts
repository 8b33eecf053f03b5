import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from 'shared-api';

/**
 * A failed call's message in the staff's language: the API answers in English, with a code the back
 * office has a text for (`serverErrors.<CODE>`, the API's details as its values); a code it has no
 * text for shows the API's own message.
 */
export function useServerMessage(): (error: unknown) => string {
  const { t, i18n } = useTranslation('admin');
  return useCallback(
    (error) => {
      const { code, message, details } = (error ?? {}) as Partial<ApiError>;
      const key = `serverErrors.${code}`;
      if (code && i18n.exists(key, { ns: 'admin' })) {
        const values = details && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>) : {};
        return t(key, values);
      }
      return message ?? '';
    },
    [t, i18n],
  );
}
