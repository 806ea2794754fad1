import { Moon, Sun } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../../lib/cn';

export type ColorThemeChoice = 'light' | 'dark';

export interface ColorThemeControlLabels {
  /** The group's name ("Colour theme"; the CMS's ColorLabel when it has one). */
  readonly label: string;
  readonly light: string;
  readonly dark: string;
}

export interface ColorThemeControlProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange'> {
  readonly labels: ColorThemeControlLabels;
  /** The theme shown now; its button is pressed. */
  readonly value: ColorThemeChoice;
  readonly onValueChange: (value: ColorThemeChoice) => void;
}

const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-control border border-control-line bg-canvas px-3 font-semibold text-ink hover:bg-surface aria-pressed:border-brand aria-pressed:bg-surface-raised aria-pressed:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:size-5';

/**
 * Light / dark (SCREENS.md S1.5): two toggle buttons, the shown theme pressed. Controlled: the caller
 * applies and keeps the choice (core's `applyColorScheme`).
 */
export function ColorThemeControl({
  labels,
  value,
  onValueChange,
  className,
  ...props
}: ColorThemeControlProps) {
  return (
    <div
      role="group"
      aria-label={labels.label}
      data-slot="color-theme-control"
      className={cn('flex flex-wrap items-center gap-2', className)}
      {...props}
    >
      <span aria-hidden="true" className="text-body font-semibold text-ink">
        {labels.label}
      </span>
      <button
        type="button"
        className={buttonClass}
        aria-pressed={value === 'light'}
        onClick={() => onValueChange('light')}
      >
        <Sun aria-hidden="true" />
        {labels.light}
      </button>
      <button
        type="button"
        className={buttonClass}
        aria-pressed={value === 'dark'}
        onClick={() => onValueChange('dark')}
      >
        <Moon aria-hidden="true" />
        {labels.dark}
      </button>
    </div>
  );
}
