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
 * A strip saying the answers come from the sandbox, so nobody mistakes the reference app for the
 * real portal. In the page's flow, where the caller puts it (the app: with the footer, at the
 * page's end): fixed over the top of the page it covered the top banner's words and the assistant
 * page's introduction at every width (issue S), and nothing fixed covers nothing once the page
 * scrolls under it.
 */
export function TestDataTag({ label, description, className, ...props }: TestDataTagProps) {
  return (
    <p
      role="note"
      data-slot="test-data-tag"
      className={cn(
        'flex w-full flex-wrap items-center justify-center gap-1 border-t border-status-attention-line bg-status-attention-subtle px-gutter py-1 text-center text-caption font-semibold text-status-attention-text',
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
