import { useApiErrorMessage } from 'shared-ui';

/**
 * A failed call's message in the staff's language (shared-ui's rule): the back office's own texts
 * (`admin:serverErrors.<CODE>`, the API's details as values) come before the common ones.
 */
export const useServerMessage = () => useApiErrorMessage('admin');
