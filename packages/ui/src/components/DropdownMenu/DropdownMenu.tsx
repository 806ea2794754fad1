import { cva, type VariantProps } from 'class-variance-authority';
import { ChevronRight } from 'lucide-react';
import { DropdownMenu as RadixMenu } from 'radix-ui';
import type { ComponentPropsWithRef, ReactElement } from 'react';
import { cn } from '../../lib/cn';

export interface DropdownMenuProps extends ComponentPropsWithRef<typeof RadixMenu.Root> {
  /**
   * `false` by default here (Radix defaults to `true`): the page stays reachable and clickable
   * while the menu is open. `true` hides and locks the rest of the page until the menu closes.
   */
  readonly modal?: boolean;
}

/**
 * A menu of actions and links that opens from a button (the header's profile menu, a row's "more"
 * actions). Keyboard: Enter, Space or ArrowDown open it on the first item; the arrows move and
 * wrap from the last item to the first, Home/End jump, typing a letter finds an item, Escape closes
 * and focus returns to the trigger. Direction comes from `UiProvider`: in Arabic the menu aligns to
 * the trigger's right edge, submenus open to the left and ArrowLeft opens them.
 *
 * Not modal by default (`modal={false}`): the rest of the page is not hidden from assistive
 * technology while it holds focusable controls (axe `aria-hidden-focus`), and `<body>` never gets
 * `pointer-events: none`, so a dialog opened from an item cannot leave the page unclickable
 * (radix-ui/primitives#1241). A click outside or Escape still closes the menu. With
 * `modal={true}`, open such a dialog from `DropdownMenuContent`'s `onCloseAutoFocus` instead.
 * Controlled and uncontrolled: `open` / `defaultOpen` / `onOpenChange`.
 */
export function DropdownMenu({ modal = false, ...props }: DropdownMenuProps) {
  return <RadixMenu.Root modal={modal} {...props} />;
}

export interface DropdownMenuTriggerProps extends Omit<
  ComponentPropsWithRef<typeof RadixMenu.Trigger>,
  'asChild' | 'children'
> {
  /** One element, usually a `Button`, that opens the menu and keeps its own look and name. */
  readonly children: ReactElement;
}

/** The button that opens the menu (it gets `aria-haspopup="menu"` and `aria-expanded`). */
export function DropdownMenuTrigger({ children, ...props }: DropdownMenuTriggerProps) {
  return (
    <RadixMenu.Trigger asChild data-slot="dropdown-menu-trigger" {...props}>
      {children}
    </RadixMenu.Trigger>
  );
}

const menuSurfaceClasses = [
  'z-50 min-w-48 overflow-y-auto rounded-card border border-line bg-surface-raised p-1 text-ink',
  'shadow-overlay',
  // Never wider or taller than the room the viewport leaves (collision-aware, 320 px phones).
  'max-w-[min(20rem,var(--radix-dropdown-menu-content-available-width))]',
  'max-h-(--radix-dropdown-menu-content-available-height)',
].join(' ');

export type DropdownMenuContentProps = ComponentPropsWithRef<typeof RadixMenu.Content>;

/**
 * The menu itself, portalled to `<body>`. It aligns to the trigger's inline start and flips or
 * shifts to stay inside the viewport.
 *
 * A dialog opened from an item of a `modal` menu: set state in the item's `onSelect` and open the
 * dialog from this part's `onCloseAutoFocus`, once the menu has closed, released the page
 * (`pointer-events` on `<body>`) and put focus back on its button. The family's dialogs return focus
 * to that button when they close.
 */
export function DropdownMenuContent({
  className,
  sideOffset = 4,
  align = 'start',
  collisionPadding = 8,
  loop = true,
  ...props
}: DropdownMenuContentProps) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        data-slot="dropdown-menu"
        // Wrapping from the last item to the first, as in the WAI-ARIA menu button pattern.
        loop={loop}
        sideOffset={sideOffset}
        align={align}
        collisionPadding={collisionPadding}
        className={cn(menuSurfaceClasses, className)}
        {...props}
      />
    </RadixMenu.Portal>
  );
}

const itemVariants = /* @__PURE__ */ cva(
  [
    'flex min-h-11 w-full cursor-default items-center gap-2 rounded-control px-3 py-2 text-start',
    'text-body wrap-anywhere outline-none select-none',
    // The highlighted item is the focused one: a ring as strong as every other focus indicator.
    'data-highlighted:bg-surface data-highlighted:outline-2 data-highlighted:-outline-offset-2',
    'data-highlighted:outline-focus',
    'data-disabled:cursor-not-allowed data-disabled:opacity-50',
    '[&_svg]:size-5 [&_svg]:shrink-0',
  ],
  {
    variants: {
      tone: {
        default: '',
        // Sign out, delete: the danger text colour (>= 4.5:1 in both themes).
        danger: 'text-status-danger-text',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

export interface DropdownMenuItemProps
  extends ComponentPropsWithRef<typeof RadixMenu.Item>, VariantProps<typeof itemVariants> {}

/**
 * An action. `onSelect` runs on click, Enter or Space and then the menu closes (call
 * `event.preventDefault()` in `onSelect` to keep it open). Icons go first, `aria-hidden`.
 */
export function DropdownMenuItem({ className, tone, ...props }: DropdownMenuItemProps) {
  return (
    <RadixMenu.Item
      data-slot="dropdown-menu-item"
      className={cn(itemVariants({ tone }), className)}
      {...props}
    />
  );
}

export interface DropdownMenuLinkItemProps
  extends Omit<ComponentPropsWithRef<'a'>, 'onSelect'>, VariantProps<typeof itemVariants> {
  /** Called before the browser follows the link, on click or Enter. */
  readonly onSelect?: (event: Event) => void;
  /** Skipped by the arrow keys and not followed. */
  readonly disabled?: boolean;
}

/**
 * A link in the menu ("My profile", "Settings"): an `<a href>` with the item role, so Enter
 * follows it and middle-click or "open in a new tab" still work.
 */
export function DropdownMenuLinkItem({
  className,
  tone,
  onSelect,
  disabled,
  ...props
}: DropdownMenuLinkItemProps) {
  return (
    <RadixMenu.Item asChild onSelect={onSelect} disabled={disabled}>
      {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- the caller's children are the content */}
      <a
        data-slot="dropdown-menu-item"
        className={cn(itemVariants({ tone }), 'no-underline', className)}
        {...props}
      />
    </RadixMenu.Item>
  );
}

export type DropdownMenuSeparatorProps = ComponentPropsWithRef<typeof RadixMenu.Separator>;

/** A line between groups of items (`role="separator"`, skipped by the arrow keys). */
export function DropdownMenuSeparator({ className, ...props }: DropdownMenuSeparatorProps) {
  return (
    <RadixMenu.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-line', className)}
      {...props}
    />
  );
}

export type DropdownMenuGroupProps = ComponentPropsWithRef<typeof RadixMenu.Group>;

/** Items that belong together; name it with a `DropdownMenuLabel` and `aria-labelledby`. */
export function DropdownMenuGroup(props: DropdownMenuGroupProps) {
  return <RadixMenu.Group data-slot="dropdown-menu-group" {...props} />;
}

export type DropdownMenuLabelProps = ComponentPropsWithRef<typeof RadixMenu.Label>;

/** A heading inside the menu (the signed-in user's name); not an item, not focusable. */
export function DropdownMenuLabel({ className, ...props }: DropdownMenuLabelProps) {
  return (
    <RadixMenu.Label
      data-slot="dropdown-menu-label"
      className={cn('px-3 py-2 text-caption font-semibold text-ink-muted wrap-anywhere', className)}
      {...props}
    />
  );
}

export type DropdownMenuSubProps = ComponentPropsWithRef<typeof RadixMenu.Sub>;

/** A submenu: a `DropdownMenuSubTrigger` and its `DropdownMenuSubContent`. */
export function DropdownMenuSub(props: DropdownMenuSubProps) {
  return <RadixMenu.Sub {...props} />;
}

export type DropdownMenuSubTriggerProps = ComponentPropsWithRef<typeof RadixMenu.SubTrigger>;

/**
 * The item that opens a submenu: ArrowRight (ArrowLeft in Arabic), Enter or Space opens it, the
 * opposite arrow or Escape closes it. Its chevron points the way the submenu opens.
 */
export function DropdownMenuSubTrigger({
  className,
  children,
  ...props
}: DropdownMenuSubTriggerProps) {
  return (
    <RadixMenu.SubTrigger
      data-slot="dropdown-menu-sub-trigger"
      className={cn(itemVariants(), 'data-[state=open]:bg-surface', className)}
      {...props}
    >
      {children}
      <ChevronRight
        aria-hidden="true"
        focusable="false"
        className="ms-auto text-ink-muted rtl:-scale-x-100"
      />
    </RadixMenu.SubTrigger>
  );
}

export type DropdownMenuSubContentProps = ComponentPropsWithRef<typeof RadixMenu.SubContent>;

/** The submenu, beside its trigger: to the right in English, to the left in Arabic. */
export function DropdownMenuSubContent({
  className,
  sideOffset = 4,
  collisionPadding = 8,
  loop = true,
  ...props
}: DropdownMenuSubContentProps) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.SubContent
        data-slot="dropdown-menu-sub"
        loop={loop}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(menuSurfaceClasses, className)}
        {...props}
      />
    </RadixMenu.Portal>
  );
}
