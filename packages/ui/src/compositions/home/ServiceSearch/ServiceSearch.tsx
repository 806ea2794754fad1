import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ComponentPropsWithRef } from 'react';
import { Button } from '../../../components/Button';
import {
  SearchCombobox,
  type SearchSuggestion,
  type SuggestionSearch,
} from '../../../components/SearchCombobox';
import { cn } from '../../../lib/cn';

/** A service suggested under the box: its name and where it opens. */
export interface ServiceSuggestion extends SearchSuggestion {
  /** Where choosing it goes (already checked by the caller). */
  readonly href: string;
}

/** The words of the service search, translated by the caller. */
export interface ServiceSearchLabels {
  /** Name of the box ("Search for a service"); visually hidden, read by assistive technology. */
  readonly label: string;
  /** Placeholder ("Find a service"). */
  readonly placeholder: string;
  /** Heading of the suggestions ("Are you looking for…"). */
  readonly suggestionsTitle: string;
  /** Announcement of an answer's size ("5 suggestions"), plural rules applied. */
  readonly count: (count: number) => string;
  /** Words of the search button (hero only; Enter works in both variants). */
  readonly submit: string;
}

const serviceSearchVariants = cva('flex w-full min-w-0 items-start gap-2', {
  variants: {
    variant: {
      /** The home hero: a wide box and a visible search button. */
      hero: 'max-w-2xl',
      /** The header: a narrow box, Enter searches. */
      compact: 'max-w-xs',
    },
  },
  defaultVariants: { variant: 'hero' },
});

export interface ServiceSearchProps
  extends
    Omit<ComponentPropsWithRef<'form'>, 'onSubmit' | 'onSelect' | 'children'>,
    VariantProps<typeof serviceSearchVariants> {
  readonly labels: ServiceSearchLabels;
  /** Fetches the suggestions of a text (the caller's pipeline); aborted through `signal` when stale. */
  readonly onSearch: SuggestionSearch<ServiceSuggestion>;
  /** A suggestion was chosen: open it. */
  readonly onSelect: (suggestion: ServiceSuggestion) => void;
  /** The text was submitted (Enter or the button): show the results of `text` (trimmed, not blank). */
  readonly onSubmit: (text: string) => void;
  /** Controlled text of the box. */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (text: string) => void;
  /** Quiet time after typing before a request (default 250 ms: at most one request per 250 ms). */
  readonly debounceMs?: number;
}

/**
 * The service search of the home hero and the header (SCREENS.md S2.1, S1.1; spec 001 §2): the kit's
 * SearchCombobox (debounced, aborting, stale-proof suggestions announced politely) inside a search
 * landmark, with up to 5 suggestions under "Are you looking for…". `hero` adds a search button;
 * `compact` fits the header, where Enter searches.
 */
export function ServiceSearch({
  labels,
  onSearch,
  onSelect,
  onSubmit,
  value,
  defaultValue = '',
  onValueChange,
  debounceMs = 250,
  variant = 'hero',
  className,
  ...props
}: ServiceSearchProps) {
  const [ownText, setOwnText] = useState(defaultValue);
  const text = value ?? ownText;
  const setText = (next: string) => {
    if (value === undefined) setOwnText(next);
    onValueChange?.(next);
  };
  const submit = (raw: string) => {
    const query = raw.trim();
    if (query !== '') onSubmit(query);
  };
  return (
    <form
      role="search"
      data-slot="service-search"
      data-variant={variant}
      className={cn(serviceSearchVariants({ variant }), className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit(text);
      }}
      {...props}
    >
      <SearchCombobox<ServiceSuggestion>
        className="min-w-0 flex-1"
        label={labels.label}
        hideLabel
        placeholder={labels.placeholder}
        suggestionsLabel={labels.suggestionsTitle}
        countLabel={labels.count}
        onSearch={onSearch}
        debounceMs={debounceMs}
        value={text}
        onValueChange={setText}
        onSelect={onSelect}
        onSubmit={submit}
        name="q"
      />
      {variant === 'hero' ? (
        <Button type="submit" size="lg" className="shrink-0">
          {labels.submit}
        </Button>
      ) : null}
    </form>
  );
}
