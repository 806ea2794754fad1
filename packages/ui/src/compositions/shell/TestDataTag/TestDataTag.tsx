import { FlaskConical } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../../lib/cn';

export interface TestDataTagProps extends Omit<ComponentPropsWithRef<'p'>, 'children'> {
  /** The tag's words ("Test data"). */
  readonly label: string;
  /** Said after the tag by screen readers ("This portal shows made-up data…"). */
  readonly description: string;
}

/**
 * A small tag at the top of the page saying the answers come from the sandbox, so nobody mistakes
 * the reference app for the real portal. Fixed, so it moves nothing when it appears, and it lets
 * clicks through to whatever it overlaps.
 */
export function TestDataTag({ label, description, className, ...props }: TestDataTagProps) {
  return (
    <p
      role="note"
      data-slot="test-data-tag"
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-30 mx-auto flex w-fit items-center gap-1 rounded-b-card border border-t-0 border-status-attention-line bg-status-attention-subtle px-2 text-caption font-semibold text-status-attention-text',
        className,
      )}
      {...props}
    >
      <FlaskConical aria-hidden="true" className="size-3.5" />
      {label}
      <span className="sr-only">. {description}</span>
    </p>
  );
}
