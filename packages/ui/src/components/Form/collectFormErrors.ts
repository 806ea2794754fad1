import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import type { ErrorSummaryItem } from '../ErrorSummary';

function isFieldError(value: object): value is FieldError {
  return typeof (value as Partial<FieldError>).type === 'string';
}

/**
 * The error summary's items from react-hook-form's errors: first the `root` errors (refusals no field
 * owns) as plain lines, then each field error, linked to its control, in the order the schema
 * reported them (its fields' order). Nested names (`address.street`, `items.0.name`) are followed.
 */
export function collectFormErrors(
  errors: FieldErrors<FieldValues>,
  fieldIdOf: (name: string) => string,
  messageOf: (error: FieldError | undefined) => string | undefined,
): ErrorSummaryItem[] {
  const formItems: ErrorSummaryItem[] = [];
  const fieldItems: ErrorSummaryItem[] = [];
  const walk = (node: object, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ref' || value === null || typeof value !== 'object') continue;
      const name = path === '' ? key : `${path}.${key}`;
      if (!isFieldError(value)) {
        walk(value, name);
        continue;
      }
      const message = messageOf(value);
      if (message === undefined) continue;
      if (name === 'root' || name.startsWith('root.')) formItems.push({ message });
      else fieldItems.push({ fieldId: fieldIdOf(name), message });
    }
  };
  walk(errors, '');
  return [...formItems, ...fieldItems];
}
