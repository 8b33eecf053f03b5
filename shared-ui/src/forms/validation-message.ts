import { VALIDATION_MESSAGES } from 'shared-domain';

/** Spec 5's messages as the contracts word them (shared-domain), to their keys in the forms namespace. */
const KEYS = new Map<string, string>(Object.entries(VALIDATION_MESSAGES).map(([name, message]) => [message, `validation.${name}`]));

/** The forms-namespace key for a validation message, or undefined for one with no translation. */
export function validationKey(message: string | undefined): string | undefined {
  return message === undefined ? undefined : KEYS.get(message);
}
