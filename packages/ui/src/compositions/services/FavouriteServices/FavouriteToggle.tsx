import { Pin } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { cn } from '../../../lib/cn';

export interface FavouriteToggleProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'onChange'
> {
  /** Whether the service is pinned (the button's `aria-pressed`). */
  readonly pressed: boolean;
  /** Pin (`true`) or unpin (`false`). */
  readonly onPressedChange: (pressed: boolean) => void;
  /** The button's one name, the same pinned or not ("Pin to favourites"): the pressed state says which. */
  readonly label: string;
  /** Shown while pinned ("Pinned: this service shows on your home page."). */
  readonly pinnedNote?: ReactNode;
  /** A way to the favourites page, shown while pinned. */
  readonly favouritesAction?: ReactNode;
  /** The change is being saved: the button is busy. */
  readonly busy?: boolean;
  /** Announced while busy ("Saving…"). */
  readonly busyLabel?: string;
}

/**
 * Pin or unpin a service as a favourite (SCREENS.md S7.1, signed in): a toggle button whose name
 * stays the same and whose `aria-pressed` says whether it is pinned, with a filled pin and a note
 * (and a way to the favourites page) while pinned.
 */
export function FavouriteToggle({
  pressed,
  onPressedChange,
  label,
  pinnedNote,
  favouritesAction,
  busy = false,
  busyLabel,
  className,
  ...props
}: FavouriteToggleProps) {
  return (
    <div
      data-slot="favourite-toggle"
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}
      {...props}
    >
      <Button
        variant="secondary"
        aria-pressed={pressed}
        loading={busy}
        loadingLabel={busyLabel}
        startIcon={<Pin aria-hidden="true" fill={pressed ? 'currentColor' : 'none'} />}
        className={cn(pressed && 'bg-surface')}
        onClick={() => onPressedChange(!pressed)}
      >
        {label}
      </Button>
      {pressed && (pinnedNote || favouritesAction) ? (
        <p className="flex flex-wrap items-center gap-x-2 text-caption text-ink-muted">
          {pinnedNote}
          {favouritesAction}
        </p>
      ) : null}
    </div>
  );
}
