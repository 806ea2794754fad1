import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
} from 'react';
import { cn } from '../../lib/cn';
import { composeRefs } from '../Field/composeRefs';
import { fieldControlClasses } from '../Field/fieldControlClasses';
import { joinIds } from '../Field/joinIds';
import { useFieldControl } from '../Field/useFieldControl';
import { countCharacters } from './countCharacters';
import { useComponentWords } from '../../provider/componentWords';

/** Pause after the last keystroke before the count is spoken, so typing is not talked over. */
const ANNOUNCE_DELAY_MS = 1000;

/** What the count text is made from; `remaining` is negative once the limit is passed. */
export interface CharacterCount {
  readonly length: number;
  readonly limit: number;
  readonly remaining: number;
}

/** A limit comes with its words: the caller's, or the `UiProvider`'s ("120 of 500 characters"). */
export type TextAreaCountProps =
  | { readonly characterLimit?: undefined; readonly characterCountText?: undefined }
  | {
      /** Characters allowed. Typing past it is allowed (GOV.UK): the count turns to danger. */
      readonly characterLimit: number;
      /**
       * Translated count text, e.g. `({ remaining }) => t('form.charactersLeft', { count: remaining })`
       * ("You have 20 characters remaining" / "You have 3 characters too many"). Default: the
       * `UiProvider`'s words.
       */
      readonly characterCountText?: (count: CharacterCount) => string;
    };

export type TextAreaProps = ComponentPropsWithRef<'textarea'> &
  TextAreaCountProps & {
    /** Called with the new text on every change (after `onChange`). */
    readonly onValueChange?: (value: string) => void;
  };

/**
 * A multi-line text input, with an optional character count (GOV.UK character count): the count
 * under the field describes it, and a polite live region repeats it a second after typing stops.
 * Controlled or uncontrolled, and works with react-hook-form's `register`.
 */
export function TextArea({
  rows = 4,
  className,
  characterLimit,
  characterCountText,
  onChange,
  onValueChange,
  ref,
  ...props
}: TextAreaProps) {
  const words = useComponentWords();
  const countText = characterCountText ?? words.characterCount;
  const countId = useId();
  const [typedLength, setTypedLength] = useState(() => countCharacters(props.defaultValue));
  const [announcement, setAnnouncement] = useState('');
  const announceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(announceTimer.current), []);

  const length = props.value !== undefined ? countCharacters(props.value) : typedLength;
  const counting = characterLimit !== undefined;
  const countOf = (characters: number): CharacterCount => ({
    length: characters,
    limit: characterLimit ?? 0,
    remaining: (characterLimit ?? 0) - characters,
  });
  const count = countOf(length);

  const control = useFieldControl({
    ...props,
    'aria-describedby': joinIds(props['aria-describedby'], counting && countId),
  });

  // A value set without an input event (react-hook-form writes defaults through the ref) is counted
  // when the element attaches.
  const readLength = useCallback((node: HTMLTextAreaElement | null) => {
    if (node) setTypedLength(countCharacters(node.value));
  }, []);
  const composedRef = useMemo(() => composeRefs(ref, readLength), [ref, readLength]);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const text = event.target.value;
    const characters = countCharacters(text);
    setTypedLength(characters);
    onChange?.(event);
    onValueChange?.(text);
    if (counting) {
      clearTimeout(announceTimer.current);
      announceTimer.current = setTimeout(
        () => setAnnouncement(countText(countOf(characters))),
        ANNOUNCE_DELAY_MS,
      );
    }
  };

  const textArea = (
    <textarea
      rows={rows}
      data-slot="text-area"
      className={cn(fieldControlClasses, 'min-h-24 resize-y', className)}
      {...props}
      {...control}
      ref={composedRef}
      onChange={handleChange}
    />
  );
  if (!counting) return textArea;
  return (
    <div data-slot="text-area-wrapper" className="flex min-w-0 flex-col gap-1.5 wrap-break-word">
      {textArea}
      {/* Read as the textarea's description; hidden in browse mode, where the live region speaks. */}
      <div
        id={countId}
        aria-hidden="true"
        data-slot="text-area-count"
        data-over={count.remaining < 0 || undefined}
        className={cn(
          'text-ink-muted',
          count.remaining < 0 && 'font-semibold text-status-danger-text',
        )}
      >
        {countText(count)}
      </div>
      <div aria-live="polite" data-slot="text-area-count-status" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}
