/**
 * Spec 8: what a failed call says when the server sent no text of its own. The API client gives it
 * to such a failure (shared-api's toApiError); the interface tells it apart from a server's text
 * (shared-ui's useApiErrorMessage) and says it in the reader's language.
 */
export const GENERIC_ERROR_MESSAGE = 'An error occurred';
