import { LockKeyhole, LogOut, UserRound } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/DropdownMenu';
import { cn } from '../../../lib/cn';

/** A link of the profile menu (the CMS's ProfileMenuLinks, My locker, My TAMM). */
export interface ProfileMenuLink {
  readonly label: string;
  /** Already checked by the caller (core's `safeUrl`). */
  readonly href: string;
  /** An icon URL from the CMS; decorative. */
  readonly iconSrc?: string;
}

/**
 * A session action of a Stay Signed-In session (lock, unlock, stay signed in), shown by the caller
 * according to core's `isMenuEntryVisible`.
 */
export interface SessionAction {
  /** Stable key, e.g. `lock`, `unlock`, `staySignedIn`. */
  readonly id: string;
  readonly label: string;
  readonly onSelect: () => void;
}

export interface ProfileMenuLabels {
  /** The button's accessible name ("Profile menu"). */
  readonly menu: string;
  /** The greeting, already formatted with the name in the page's language ("Welcome, Mariam"). */
  readonly welcome: string;
  /** "Sign out". */
  readonly signOut: string;
}

export interface ProfileMenuProps extends Omit<
  ComponentPropsWithRef<typeof DropdownMenu>,
  'children'
> {
  readonly labels: ProfileMenuLabels;
  /** The person's photo (a data: URL or an address); their initials, else a person icon, without one. */
  readonly photoSrc?: string;
  /**
   * The person's initials in the page's language (core's `initialsOf`), shown in the round button
   * when there is no photo: a face of one's own reads faster than the generic icon. Decorative.
   */
  readonly initials?: string;
  /** The CMS's ProfileMenuLinks. */
  readonly links?: readonly ProfileMenuLink[];
  /** My locker / My TAMM. */
  readonly personalLinks?: readonly ProfileMenuLink[];
  /** Lock / unlock / stay-signed-in of a long session; empty otherwise. */
  readonly sessionActions?: readonly SessionAction[];
  /** Sign out chosen: the caller asks first (SignOutDialog). */
  readonly onSignOut: () => void;
  /** Extra class names for the trigger button. */
  readonly triggerClassName?: string;
}

function Avatar({
  photoSrc,
  initials,
}: {
  readonly photoSrc?: string;
  readonly initials?: string;
}): ReactNode {
  if (photoSrc === undefined || photoSrc === '') {
    // The button's name says whose menu it is; the letters only echo the greeting.
    return initials === undefined || initials.trim() === '' ? (
      <UserRound aria-hidden="true" focusable="false" />
    ) : (
      <span
        aria-hidden="true"
        data-slot="profile-menu-initials"
        className="grid size-full place-items-center bg-brand text-body font-semibold text-on-brand"
      >
        {initials}
      </span>
    );
  }
  return (
    // Decorative: the button's name and the greeting already say whose menu it is.
    <img
      src={photoSrc}
      alt=""
      width={32}
      height={32}
      className="size-8 rounded-pill object-cover"
    />
  );
}

/**
 * The signed-in person's menu (SCREENS.md S1.2, spec 001 §2 Header): a round button with their photo
 * opens a menu with the greeting, the CMS's profile links, My locker / My TAMM, the session actions
 * of a Stay Signed-In session, and Sign out (which the caller confirms with `SignOutDialog`). Links
 * are real links (middle-click, new tab). Keyboard as `DropdownMenu`: Enter/Space/ArrowDown open,
 * arrows move, Escape closes and focus returns to the button.
 */
export function ProfileMenu({
  labels,
  photoSrc,
  initials,
  links = [],
  personalLinks = [],
  sessionActions = [],
  onSignOut,
  triggerClassName,
  ...props
}: ProfileMenuProps) {
  return (
    <DropdownMenu {...props}>
      <DropdownMenuTrigger>
        <button
          type="button"
          aria-label={labels.menu}
          data-slot="profile-menu-trigger"
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-pill',
            'border border-control-line bg-surface text-ink hover:bg-canvas [&_svg]:block-5 [&_svg]:inline-5',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
            triggerClassName,
          )}
        >
          <Avatar photoSrc={photoSrc} initials={initials} />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent data-slot="profile-menu" align="end" aria-label={labels.menu}>
        <DropdownMenuLabel className="text-body text-ink">{labels.welcome}</DropdownMenuLabel>
        {links.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              {links.map((link) => (
                <ProfileMenuLinkItem key={`${link.href}|${link.label}`} link={link} />
              ))}
            </DropdownMenuGroup>
          </>
        )}
        {personalLinks.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              {personalLinks.map((link) => (
                <ProfileMenuLinkItem key={`${link.href}|${link.label}`} link={link} />
              ))}
            </DropdownMenuGroup>
          </>
        )}
        {sessionActions.length > 0 && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              {sessionActions.map((action) => (
                <DropdownMenuItem
                  key={action.id}
                  data-session-action={action.id}
                  onSelect={action.onSelect}
                >
                  <LockKeyhole aria-hidden="true" focusable="false" />
                  {action.label}
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={onSignOut}>
          <LogOut aria-hidden="true" focusable="false" className="rtl:-scale-x-100" />
          {labels.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function ProfileMenuLinkItem({ link }: { readonly link: ProfileMenuLink }) {
  return (
    <DropdownMenuLinkItem href={link.href}>
      {link.iconSrc !== undefined && link.iconSrc !== '' && (
        <img src={link.iconSrc} alt="" width={20} height={20} className="size-5 shrink-0" />
      )}
      {link.label}
    </DropdownMenuLinkItem>
  );
}
