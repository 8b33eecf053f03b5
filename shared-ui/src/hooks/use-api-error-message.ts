import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GENERIC_ERROR_MESSAGE } from 'shared-domain/api-failure';

/** What a failed call resolves to (shared-api's ApiError), read loosely: any thrown value may come here. */
interface Failure {
  status?: number;
  code?: string;
  message?: string;
  details?: unknown;
}

/**
 * A failed call's message in the reader's language. The API answers in English with a stable code;
 * this is the one place that turns the answer into words:
 * - a code with a text, in the app's own namespace (`<namespace>:serverErrors.<CODE>`) or the common
 *   one (`common:apiErrors.<CODE>`), shows that text, with the API's details as its values;
 * - no answer at all says the connection failed;
 * - an answer without a text (or anything thrown that is not an answer) shows the caller's fallback (spec 8's "Login failed", "Failed to load
 *   service…") or the generic "An error occurred";
 * - any other answer shows the API's message to an English reader, and the fallback to the others.
 */
export function useApiErrorMessage(namespace?: string): (error: unknown, fallback?: string) => string {
  const { t, i18n } = useTranslation(namespace ? [namespace, 'common'] : 'common');
  return useCallback(
    (error, fallback) => {
      const { status, code, message, details } = (error ?? {}) as Failure;
      const values = details && typeof details === 'object' && !Array.isArray(details) ? (details as Record<string, unknown>) : {};
      if (code) {
        const keys = [namespace && `${namespace}:serverErrors.${code}`, `common:apiErrors.${code}`].filter((key): key is string => !!key);
        const known = keys.find((key) => i18n.exists(key));
        if (known) return t(known, values);
      }
      if (status === 0) return t('common:apiErrors.network');
      const generic = fallback ?? t('common:apiErrors.generic');
      // Not an answer of the API's (a bug's own error): its text is not for readers.
      if (typeof status !== 'number' || !message || message === GENERIC_ERROR_MESSAGE) return generic;
      return i18n.resolvedLanguage === 'en' ? message : generic;
    },
    [t, i18n, namespace],
  );
}
