import type { FieldErrorProps } from '../../components/Field';

/** A `Field`'s error props from a form's message for it: none without a message. */
export function fieldErrorOf(message: string | undefined, errorPrefix: string): FieldErrorProps {
  return message ? { error: message, errorPrefix } : {};
}
