import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** One section of the settings page: its heading, what it is for, and its control or form. */
export interface SessionSettingsSection {
  /** The section's anchor (`language`, `pin`); the contents list links to `#<id>`. */
  readonly id: string;
  readonly heading: ReactNode;
  /** A sentence on what the setting does, under the heading. */
  readonly description?: ReactNode;
  /** The control or form (the app's language link, theme and text-size controls, the forms). */
  readonly content: ReactNode;
}

export interface SessionSettingsProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The page's heading ("Settings"), drawn as its `h1`. */
  readonly title: ReactNode;
  /** A sentence under the heading. */
  readonly intro?: ReactNode;
  /** Name of the contents list ("Settings sections"). */
  readonly sectionsLabel: string;
  /** The sections, in the order shown; a section the session does not have is left out. */
  readonly sections: readonly SessionSettingsSection[];
}

/**
 * The settings page (SCREENS.md S8.2): a heading, a contents list of the sections, and each section
 * named by its heading (`h2`) with a sentence and its control. It holds no state: each section's
 * content is the caller's (the same controls the header and footer use, so there is one source of
 * truth for the language, theme and text size).
 */
export function SessionSettings({
  title,
  intro,
  sectionsLabel,
  sections,
  className,
  ...props
}: SessionSettingsProps) {
  return (
    <div
      data-slot="session-settings"
      className={cn('flex min-w-0 flex-col gap-6', className)}
      {...props}
    >
      <header className="flex flex-col gap-3">
        <h1 className="text-display font-bold break-words text-ink">{title}</h1>
        {intro ? <p className="max-w-prose text-body text-ink-muted">{intro}</p> : null}
      </header>
      <nav aria-label={sectionsLabel} data-slot="session-settings-contents">
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="font-semibold text-brand underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-4">
        {sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            data-slot="session-settings-section"
            className="flex min-w-0 scroll-mt-4 flex-col gap-3 rounded-card border border-line bg-canvas p-4 sm:p-6"
          >
            <h2 id={`${section.id}-heading`} className="text-xl font-bold break-words text-ink">
              {section.heading}
            </h2>
            {section.description ? (
              <p className="max-w-prose text-body text-ink-muted">{section.description}</p>
            ) : null}
            <div className="min-w-0">{section.content}</div>
          </section>
        ))}
      </div>
    </div>
  );
}
