import * as z from 'zod/mini';
import type { RuleMessageKey } from '../messageKeys';
import { isCalendarDate } from '../time/toDate';
import { validateWith, type ValidationResult } from './validationResult';

/** A calendar day without a time or zone; `month` is 1–12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const DUE_DATE = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Reads `DD-MM-YYYY` into a {@link CalendarDate}, or `undefined` when malformed or not a real day. */
export function parseDueDate(text: string): CalendarDate | undefined {
  if (typeof text !== 'string') return undefined;
  const match = DUE_DATE.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? { year, month, day } : undefined;
}

/**
 * Due date schema (spec 000 §5: "due dates are expected as DD-MM-YYYY"): two-digit day and month,
 * four-digit year, and a day that exists (no 31-04, 29-02 only in leap years); else
 * `form.error.dueDate`. Output: the {@link CalendarDate}, free of time zones.
 */
export function dueDateSchema() {
  return z.pipe(
    z.string({ error: 'form.error.dueDate' satisfies RuleMessageKey }),
    z.transform((text, context) => {
      const date = parseDueDate(text);
      if (date === undefined) {
        context.issues.push({
          code: 'custom',
          message: 'form.error.dueDate' satisfies RuleMessageKey,
          input: text,
        });
        return z.NEVER;
      }
      return date;
    }),
  );
}

/** Validates a due date; see {@link dueDateSchema}. Never throws. */
export function validateDueDate(value: unknown): ValidationResult<CalendarDate> {
  return validateWith(dueDateSchema(), value, 'form.error.dueDate');
}
