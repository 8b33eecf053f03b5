import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

export type SendOutcome = 'sent' | 'failed' | null;

/**
 * A form that sends a message somewhere (a lead, a callback): validated by a shared zod contract,
 * with its outcome. Sent, it empties; failed, it keeps what was typed so it can be sent again.
 */
export function useSentForm<Input extends FieldValues, Output>(schema: z.ZodType<Output, Input>, send: (values: Output) => Promise<unknown>) {
  const [outcome, setOutcome] = useState<SendOutcome>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema) });
  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      await send(values);
      setOutcome('sent');
      form.reset();
    } catch {
      setOutcome('failed');
    }
  });
  /** Back to an empty form with no outcome (a dialog that closes). */
  const clear = () => {
    setOutcome(null);
    form.reset();
  };
  return { ...form, outcome, submit, clear };
}
