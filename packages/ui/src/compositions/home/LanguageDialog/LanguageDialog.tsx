import { Check, Info } from 'lucide-react';
import { useId, useRef } from 'react';
import { Button } from '../../../components/Button';
import {
  DataStateView,
  type DataState,
  type DataStateLabels,
} from '../../../components/DataStateView';
import { Dialog, DialogClose, type DialogProps } from '../../../components/Dialog';
import { Field } from '../../../components/Field';
import { Skeleton } from '../../../components/Skeleton';
import { TextInput } from '../../../components/TextInput';
import { cn } from '../../../lib/cn';

/** One language of the list, mapped by the caller from core's `getLanguageList`. */
export interface LanguageDialogOption {
  /** The list's code, handed back on choice (`fr`, `pt-BR`). */
  readonly code: string;
  /** The name in the language itself ("Français", "فارسی"), marked with `lang` and `dir`. */
  readonly nativeName: string;
  /** BCP 47 tag of the native name, so readers pronounce it right. */
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /** The name in the page's language ("French", "الفرنسية"), left out when it equals the native one. */
  readonly pageName?: string;
}

/** What a choice changed and what it did not, shown and announced in the dialog. */
export interface LanguageDialogOutcome {
  /** The sentences, in the language they are written in (`lang`/`dir` when not the page's). */
  readonly sentences: readonly string[];
  readonly lang?: string;
  readonly dir?: 'ltr' | 'rtl';
  /** Texts the portal now shows in the chosen language, as they read there, under a heading. */
  readonly samples?: {
    readonly heading: string;
    readonly texts: readonly string[];
    readonly lang: string;
    readonly dir: 'ltr' | 'rtl';
  };
}

/** The dialog's words, translated by the caller. */
export interface LanguageDialogLabels extends DataStateLabels {
  /** "Choose a language" */
  readonly title: string;
  /** What English, Arabic and the other languages change. */
  readonly description: string;
  /** The search field's label ("Search languages"). */
  readonly search: string;
  /** Under the label: what can be typed ("A name in any language, or a code such as fr"). */
  readonly searchHint: string;
  /** How many languages are shown ("12 languages"), announced as the search narrows the list. */
  readonly count: (count: number) => string;
  /** The empty result's sentence, naming the text searched for. */
  readonly noMatch: (query: string) => string;
  /** The empty result's next step: clears the search ("Show all languages"). */
  readonly showAll: string;
  /** The mark of the language in use ("In use"). */
  readonly current: string;
  /** The footer button that closes the dialog ("Done"). */
  readonly done: string;
  /** Name of the × button. */
  readonly close: string;
}

export interface LanguageDialogProps extends Omit<
  DialogProps,
  'title' | 'description' | 'closeLabel' | 'actions' | 'children' | 'trigger' | 'defaultOpen'
> {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly labels: LanguageDialogLabels;
  /** The languages the search finds (the caller filters: core's `searchLanguageList`). */
  readonly state: DataState<readonly LanguageDialogOption[]>;
  /** The search text (controlled). */
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
  /** The code of the language in use, marked `aria-current`. */
  readonly value: string | undefined;
  /** A language was chosen; the caller switches, remembers, and says what changed (`outcome`). */
  readonly onChoose: (code: string) => void;
  /** What the last choice changed; shown above the search and announced politely. */
  readonly outcome?: LanguageDialogOutcome;
}

const ROW_SKELETONS = ['w-32', 'w-24', 'w-40', 'w-28', 'w-36'];

/**
 * The change-language dialog of the header (SCREENS S9.2; spec 001 §1, §2, §3): the ~58 interface
 * languages by their native names (each marked with its own `lang` and `dir`, with the page
 * language's name beside it), a labelled search that narrows the list, the list's four states
 * (skeleton rows, the no-match sentence with "show all", the error with retry, the list), and the
 * outcome of a choice in a polite live region above the search. The search field stays at the top
 * while the list scrolls inside the dialog's body. Holds no words and no rule: the caller filters,
 * switches and writes the outcome.
 */
export function LanguageDialog({
  open,
  onOpenChange,
  labels,
  state,
  query,
  onQueryChange,
  value,
  onChoose,
  outcome,
  onOpenAutoFocus,
  ...props
}: LanguageDialogProps) {
  const searchRef = useRef<HTMLInputElement>(null);
  const descriptionId = useId();
  const shown = state.status === 'ready' ? state.data.length : undefined;
  return (
    <Dialog
      data-slot="language-dialog"
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      // The description opens the body rather than the header: the header keeps room for the close
      // button at its end and does not scroll, so at 320 px and 200 % text a long description there
      // left the list a sliver; in the body it takes the full width and scrolls away.
      aria-describedby={descriptionId}
      closeLabel={labels.close}
      // Focus starts in the search field: the body scrolls (and so takes focus first) whenever the
      // list is long, which is nearly always.
      onOpenAutoFocus={(event) => {
        onOpenAutoFocus?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        searchRef.current?.focus();
      }}
      actions={
        <DialogClose>
          <Button>{labels.done}</Button>
        </DialogClose>
      }
      {...props}
    >
      <div className="flex flex-col gap-4">
        <p id={descriptionId} className="text-body text-ink-muted wrap-anywhere">
          {labels.description}
        </p>
        <div role="status" aria-live="polite" aria-atomic="true" data-slot="language-outcome">
          {outcome && (
            <div className="flex gap-3 rounded-control border-s-4 border-brand bg-info-subtle p-3 text-body text-ink">
              <Info aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand" />
              <div className="flex min-w-0 flex-col gap-2">
                <div lang={outcome.lang} dir={outcome.dir} className="flex flex-col gap-1">
                  {outcome.sentences.map((sentence) => (
                    <p key={sentence}>{sentence}</p>
                  ))}
                </div>
                {outcome.samples && (
                  <div className="flex flex-col gap-1">
                    <p className="font-semibold">{outcome.samples.heading}</p>
                    <ul
                      lang={outcome.samples.lang}
                      dir={outcome.samples.dir}
                      className="list-disc ps-5"
                    >
                      {outcome.samples.texts.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </ul>
                  </div>
                )}
              </div>
            </div>
          )}
        </div>
        <div className="sticky top-0 z-10 flex flex-col gap-1 bg-surface-raised pb-2">
          <Field label={labels.search} hint={labels.searchHint}>
            <TextInput
              ref={searchRef}
              type="search"
              autoComplete="off"
              spellCheck={false}
              dir="auto"
              value={query}
              onValueChange={onQueryChange}
            />
          </Field>
          <p
            aria-live="polite"
            className={cn('text-body text-ink-muted', shown === undefined && 'sr-only')}
          >
            {shown === undefined ? '' : labels.count(shown)}
          </p>
        </div>
        <DataStateView
          state={state}
          labels={labels}
          loadingClassName="flex flex-col gap-2"
          skeleton={ROW_SKELETONS.map((width) => (
            <Skeleton key={width} shape="block" className="h-11 w-full" />
          ))}
          isEmpty={(languages) => languages.length === 0}
          empty={{
            message: labels.noMatch(query),
            action: (
              <Button
                variant="secondary"
                onClick={() => {
                  onQueryChange('');
                  searchRef.current?.focus();
                }}
              >
                {labels.showAll}
              </Button>
            ),
          }}
        >
          {(languages) => (
            <ul className="flex flex-col gap-1">
              {languages.map((language) => {
                const current = language.code === value;
                return (
                  <li key={language.code}>
                    <button
                      type="button"
                      aria-current={current ? 'true' : undefined}
                      onClick={() => onChoose(language.code)}
                      className={cn(
                        'flex min-h-11 w-full items-center gap-3 rounded-control border border-transparent px-3 py-2 text-start',
                        'hover:bg-surface focus-visible:outline-2 focus-visible:outline-focus',
                        current && 'border-brand bg-info-subtle',
                      )}
                    >
                      <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-2">
                        <span
                          lang={language.lang}
                          dir={language.dir}
                          className="font-semibold text-ink"
                        >
                          {language.nativeName}
                        </span>
                        {language.pageName !== undefined &&
                          language.pageName !== language.nativeName && (
                            <span className="text-body text-ink-muted">{language.pageName}</span>
                          )}
                      </span>
                      {current && (
                        <span className="flex shrink-0 items-center gap-1 text-body font-semibold text-brand">
                          <Check aria-hidden="true" className="size-4" />
                          {labels.current}
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </DataStateView>
      </div>
    </Dialog>
  );
}
