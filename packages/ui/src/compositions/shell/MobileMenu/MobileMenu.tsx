import { Menu, X } from 'lucide-react';
import {
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../../../lib/cn';

export interface MobileMenuLabels {
  /** The button's name while the menu is closed ("Open menu"). */
  readonly open: string;
  /** The button's name while the menu is open ("Close menu"). */
  readonly close: string;
}

export interface MobileMenuProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  readonly labels: MobileMenuLabels;
  /** Controlled open state; pair with `onOpenChange`. */
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** Classes of the menu button (`className` goes to the panel), e.g. `md:hidden` on both. */
  readonly buttonClassName?: string;
  /** What the menu holds: the header's links, search, language and account items. */
  readonly children: ReactNode;
}

/**
 * The header's items on a narrow screen (SCREENS.md S1.4): a 44 px menu button that shows and hides
 * a panel under the header bar (a disclosure: `aria-expanded`, `aria-controls`). The panel takes the
 * full width of the bar's next line (the parent must be a wrapping flex row) and never scrolls
 * sideways at 320 px. Escape on the button or inside the panel closes it and puts focus back on the button. The
 * panel's content is rendered only while open.
 */
export function MobileMenu({
  labels,
  open,
  defaultOpen = false,
  onOpenChange,
  children,
  className,
  buttonClassName,
  ...props
}: MobileMenuProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const isOpen = open ?? uncontrolled;
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const setOpen = (next: boolean) => {
    setUncontrolled(next);
    onOpenChange?.(next);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={isOpen ? labels.close : labels.open}
        data-slot="mobile-menu-button"
        onClick={() => setOpen(!isOpen)}
        onKeyDown={closeOnEscape}
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-control text-ink',
          'hover:bg-surface [&_svg]:block-6 [&_svg]:inline-6',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          buttonClassName,
        )}
      >
        {isOpen ? (
          <X aria-hidden="true" focusable="false" />
        ) : (
          <Menu aria-hidden="true" focusable="false" />
        )}
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not a control: it
          catches the Escape that bubbles from the links and buttons inside the panel */}
      <div
        id={panelId}
        hidden={!isOpen}
        data-slot="mobile-menu"
        onKeyDown={closeOnEscape}
        className={cn(
          'order-last min-w-0 basis-full border-t border-line pt-3 pb-2 wrap-anywhere',
          className,
        )}
        {...props}
      >
        {isOpen && children}
      </div>
    </>
  );
}
