import { useId, type ComponentPropsWithRef } from 'react';
import { Button } from '../../../components/Button';
import type { DataState } from '../../../components/DataStateView';
import { Select } from '../../../components/Select';
import { Skeleton, SkeletonGroup } from '../../../components/Skeleton';
import { cn } from '../../../lib/cn';

/** One language of the list, as core's `getLanguageList` gives it, mapped by the caller. */
export interface LanguageOption {
  /** The value chosen (the CMS code: `en`, `ar`, `ptBR`…). */
  readonly code: string;
  /** The name in the language itself ("Deutsch", "فارسی"). */
  readonly nativeName: string;
  /** BCP 47 tag of the option's text, so readers pronounce it right. */
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
}

/**
 * The list as every data area holds it (loading, error with retry, ready); an empty list reads as an
 * error, since the session dialogs cannot go on without a language.
 */
export type LanguageListState = DataState<readonly LanguageOption[]>;

export interface LanguageListPickerLabels {
  /** The field's label ("Language"). */
  readonly label: string;
  /** Said while the list loads. */
  readonly loading: string;
  readonly retry: string;
}

export interface LanguageListPickerProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'onChange' | 'defaultValue'
> {
  readonly state: LanguageListState;
  readonly labels: LanguageListPickerLabels;
  /** The chosen language's code (controlled). */
  readonly value: string;
  readonly onValueChange: (code: string) => void;
}

/**
 * The language list of the session dialogs (spec 001 §1, §3; SCREENS S4.7): the ~58 interface
 * languages by their native names, each option marked with its own `lang` and `dir`. Loading shows a
 * field-shaped skeleton; a failure says so with a retry button. Holds no words: every text is a prop.
 */
export function LanguageListPicker({
  state,
  labels,
  value,
  onValueChange,
  className,
  ...props
}: LanguageListPickerProps) {
  const id = useId();
  return (
    <div
      data-slot="language-list-picker"
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      {state.status === 'ready' ? (
        <>
          <label htmlFor={id} className="text-body font-semibold text-ink">
            {labels.label}
          </label>
          <Select id={id} value={value} onValueChange={onValueChange}>
            {state.data.map((language) => (
              <option
                key={language.code}
                value={language.code}
                lang={language.lang}
                dir={language.dir}
              >
                {language.nativeName}
              </option>
            ))}
          </Select>
        </>
      ) : state.status === 'loading' ? (
        <SkeletonGroup label={labels.loading} className="flex flex-col gap-2">
          <Skeleton className="w-24" />
          <Skeleton shape="block" className="h-11" />
        </SkeletonGroup>
      ) : (
        <div className="flex flex-col items-start gap-2">
          <p className="text-body text-status-danger-text">{state.message}</p>
          <Button type="button" variant="secondary" size="sm" onClick={() => void state.onRetry()}>
            {labels.retry}
          </Button>
        </div>
      )}
    </div>
  );
}
