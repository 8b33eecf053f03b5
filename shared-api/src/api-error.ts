import type { AxiosError } from 'axios';
import { GENERIC_ERROR_MESSAGE } from 'shared-domain/api-failure';

/** The error shape every failed call resolves to, whatever went wrong. */
export interface ApiError {
  /** HTTP status, or 0 when no answer came (network, timeout). */
  status: number;
  /** The server's message, or the spec's generic text when it sent none. */
  message: string;
  code?: string;
  details?: unknown;
}

/** Spec 8: a failure without server text (its one home is shared-domain). */
export { GENERIC_ERROR_MESSAGE };

interface ServerFailure {
  success?: false;
  error?: unknown;
  code?: unknown;
  details?: unknown;
}

/** axios marks its errors so (its own isAxiosError reads the same flag, without loading axios here). */
function isAxiosError(error: unknown): error is AxiosError<ServerFailure> {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

export function toApiError(error: unknown): ApiError {
  if (isAxiosError(error)) {
    const body = error.response?.data;
    return {
      status: error.response?.status ?? 0,
      message: typeof body?.error === 'string' && body.error ? body.error : GENERIC_ERROR_MESSAGE,
      code: typeof body?.code === 'string' ? body.code : undefined,
      details: body?.details,
    };
  }
  return { status: 0, message: GENERIC_ERROR_MESSAGE };
}
