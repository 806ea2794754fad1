import { Search } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../lib/cn';
import { useControllableState } from './useControllableState';
import { useSuggestionSearch, type SuggestionSearch } from './useSuggestionSearch';
import { useTopLayerPopup } from './useTopLayerPopup';
import { useComponentWords } from '../../provider/componentWords';

/** What a suggestion needs to be listed; callers may carry more (a URL, a service id…). */
export interface SearchSuggestion {
  /** Stable and unique within one answer. */
  readonly id: string;
  /** The words shown, spoken, and put in the box when chosen. */
  readonly label: string;
}

export interface SearchComboboxProps<T extends SearchSuggestion = SearchSuggestion> extends Omit<
  ComponentPropsWithRef<'div'>,
  'onChange' | 'onSelect' | 'onSubmit' | 'defaultValue' | 'children'
> {
  /** Translated label of the search box ("Find a service"). */
  readonly label: ReactNode;
  /** Keep the label for assistive technology only, when the page's design shows none. */
  readonly hideLabel?: boolean;
  /** Translated placeholder ("Find a service"); never the only label. */
  readonly placeholder?: string;
  /**
   * Translated heading of the suggestion list ("Are you looking for…"); also names the listbox.
   * Default: the `UiProvider`'s "Suggestions".
   */
  readonly suggestionsLabel?: ReactNode;
  /**
   * Translated announcement of an answer's size, spoken politely once the suggestions arrive:
   * `(n) => n === 0 ? 'No suggestions' : \`${n} suggestions\``. Use `Intl.PluralRules` for Arabic.
   * Default: the `UiProvider`'s words.
   */
  readonly countLabel?: (count: number) => string;
  /**
   * Fetches suggestions for the trimmed text, after `debounceMs` of quiet. The previous request's
   * `signal` is aborted as soon as the text changes again; its answer is never shown. A rejection
   * shows no suggestions.
   */
  readonly onSearch: SuggestionSearch<T>;
  /** Quiet time after the last keystroke before `onSearch` is called. */
  readonly debounceMs?: number;
  /** At most this many suggestions are listed (spec 001 §9: page size 5). */
  readonly maxSuggestions?: number;
  /** A suggestion was chosen (Enter on it, or a click); its label is now the box's text. */
  readonly onSelect?: (suggestion: T) => void;
  /** Enter with no suggestion highlighted: search for the trimmed text (not called when blank). */
  readonly onSubmit?: (text: string) => void;
  /** Controlled text of the box. */
  readonly value?: string;
  /** Uncontrolled initial text. */
  readonly defaultValue?: string;
  readonly onValueChange?: (text: string) => void;
  /** Controlled visibility of the suggestion list (shown only while it has suggestions). */
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** Form field name of the text box. */
  readonly name?: string;
  readonly disabled?: boolean;
}

const NO_OPTION = -1;

/**
 * The portal's service search with suggestions (spec 001 §2 hero and header, §4, §7): an ARIA 1.2
 * combobox. The box keeps focus; ArrowDown/ArrowUp highlight suggestions (`aria-activedescendant`),
 * Home/End jump to the first/last while one is highlighted, Enter chooses it (or submits the text),
 * Escape closes the list, then clears the box. Typing waits `debounceMs` (250 ms) before asking
 * `onSearch`, aborts the previous request and never shows an answer older than the newest one. The
 * answer's size is announced in a polite live region. The list sits under the box at its full
 * width, so it works at 320 px, in the browser's top layer (`useTopLayerPopup`): a container
 * with `overflow` (a rounded hero) cannot clip it and nothing drawn later covers it. In the DOM it
 * stays right after the box.
 */
export function SearchCombobox<T extends SearchSuggestion = SearchSuggestion>({
  label,
  hideLabel = false,
  placeholder,
  suggestionsLabel,
  countLabel,
  onSearch,
  debounceMs = 250,
  maxSuggestions = 5,
  onSelect,
  onSubmit,
  value,
  defaultValue = '',
  onValueChange,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  name,
  disabled,
  className,
  ...props
}: SearchComboboxProps<T>) {
  const words = useComponentWords();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const headingId = `${id}-heading`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);

  const [text, setText] = useControllableState(value, defaultValue, onValueChange);
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  // The highlighted suggestion by id, not by place: an answer that arrives after the person
  // arrowed to a suggestion (a request sent during a pause in typing answering late) keeps that
  // suggestion highlighted where it is still listed, so Enter opens what they chose.
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const { answer, schedule, cancel, clear } = useSuggestionSearch<T>({
    search: onSearch,
    debounceMs,
    maxSuggestions,
    onAnswer: ({ suggestions }) => {
      setActiveId((current) =>
        suggestions.some((suggestion) => suggestion.id === current) ? current : undefined,
      );
      // An answer that arrives after the person left the box must not pop a list over the page.
      const focused = inputRef.current !== null && inputRef.current === document.activeElement;
      setOpen(focused && suggestions.length > 0);
    },
  });
  // A prerendered box a person typed into before the app adopted the page: hydration keeps the
  // text on screen, but the state still holds the prerender's, and the next render would write it
  // over the box (the text gone, a search of nothing). The box's text becomes the state, and its
  // suggestions are asked for, as if it had been typed now. Once, when the box mounts.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed === undefined || typed === '') return;
    setText(typed);
    if (typed.trim() !== '') schedule(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the box as the page adopts it
  }, []);
  const { suggestions, count } = answer;
  const expanded = open && suggestions.length > 0;
  const activeIndex = expanded
    ? suggestions.findIndex((suggestion) => suggestion.id === activeId)
    : NO_OPTION;
  const active = activeIndex >= 0 ? suggestions[activeIndex] : undefined;
  useTopLayerPopup(expanded, anchorRef, popupRef);

  const close = () => {
    setOpen(false);
    setActiveId(undefined);
  };

  const choose = (suggestion: T) => {
    cancel();
    setText(suggestion.label);
    close();
    onSelect?.(suggestion);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setText(next);
    setActiveId(undefined);
    if (next.trim() === '') setOpen(false);
    schedule(next);
  };

  const highlight = (index: number) => {
    setOpen(true);
    setActiveId(suggestions[index]?.id);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = suggestions.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        if (last < 0) return;
        event.preventDefault();
        if (!expanded) highlight(event.altKey ? NO_OPTION : 0);
        else highlight(activeIndex >= last ? 0 : activeIndex + 1);
        return;
      case 'ArrowUp':
        if (last < 0) return;
        event.preventDefault();
        if (!expanded) highlight(last);
        else highlight(activeIndex <= 0 ? last : activeIndex - 1);
        return;
      case 'Home':
      case 'End':
        // Only while a suggestion is highlighted; otherwise they move the caret in the text.
        if (active === undefined) return;
        event.preventDefault();
        highlight(event.key === 'Home' ? 0 : last);
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
        // Back to editing the text: the caret moves and no suggestion stays highlighted.
        setActiveId(undefined);
        return;
      case 'Enter': {
        if (event.nativeEvent.isComposing) return;
        event.preventDefault();
        if (active !== undefined) {
          choose(active);
          return;
        }
        const query = text.trim();
        if (query === '') return;
        cancel();
        close();
        onSubmit?.(query);
        return;
      }
      case 'Escape':
        // An Escape the box used is not also the menu's or dialog's around it (the header's
        // phone menu closed together with the list).
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (text !== '') {
          event.preventDefault();
          event.stopPropagation();
          setText('');
          clear();
        }
        return;
      default:
        return;
    }
  };

  return (
    <div
      data-slot="search-combobox"
      className={cn('flex min-w-0 flex-col gap-2', className)}
      {...props}
    >
      <label
        htmlFor={inputId}
        data-slot="search-combobox-label"
        className={cn('text-body font-semibold text-ink', hideLabel && 'sr-only')}
      >
        {label}
      </label>
      <div ref={anchorRef} className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          name={name}
          disabled={disabled}
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={active === undefined ? undefined : optionId(activeIndex)}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          placeholder={placeholder}
          value={text}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={close}
          data-slot="search-combobox-input"
          className={cn(
            'min-h-11 w-full min-w-0 rounded-control border-2 border-ink-muted bg-canvas py-2 ps-10 pe-3',
            'text-body text-ink placeholder:text-ink-muted',
            'focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            'disabled:cursor-not-allowed disabled:opacity-50',
          )}
        />
        {expanded ? (
          // In the top layer (useTopLayerPopup): no ancestor's overflow clips it and no later
          // layer covers it. Its classes place it where the Popover API is missing. A press
          // anywhere on it (an option, the heading, its scroll bar) keeps focus in the box.
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions
          <div
            ref={popupRef}
            popover="manual"
            data-slot="search-combobox-popup"
            onMouseDown={(event) => event.preventDefault()}
            className={cn(
              'absolute inset-x-0 top-full z-10 mt-1 overflow-y-auto overscroll-contain',
              'rounded-card border border-line bg-surface-raised p-2 text-ink shadow-overlay',
            )}
          >
            <div
              id={headingId}
              data-slot="search-combobox-heading"
              className="px-3 py-1 text-caption font-semibold text-ink-muted"
            >
              {suggestionsLabel ?? words.suggestions}
            </div>
            <ul
              id={listboxId}
              role="listbox"
              aria-labelledby={headingId}
              data-slot="search-combobox-listbox"
            >
              {suggestions.map((suggestion, index) => (
                // The box keeps focus (aria-activedescendant): options are reached by the arrow
                // keys, so they take no tab stop and no key handler of their own.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={suggestion.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  data-slot="search-combobox-option"
                  onClick={() => choose(suggestion)}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-center rounded-control border-s-4 border-transparent px-3 py-2',
                    'text-body break-words hover:bg-surface',
                    'aria-selected:border-brand aria-selected:bg-info-subtle',
                  )}
                >
                  {suggestion.label}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {/* Present before it speaks: a live region added together with its text is often not read. */}
      <div role="status" data-slot="search-combobox-status" className="sr-only">
        {count === undefined ? '' : (countLabel ?? words.suggestionCount)(count)}
      </div>
    </div>
  );
}
