import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { UiProvider } from '../../../provider/UiProvider';
import { AlertDialog } from '../../AlertDialog';
import { Button } from '../../Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../DropdownMenu';

const item = (name: string) => page.getByRole('menuitem', { name });

function ProfileMenu({ onSignOut = () => {} }: { readonly onSignOut?: () => void }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
      <DropdownMenu>
        <DropdownMenuTrigger>
          <Button>Profile</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent aria-label="Profile">
          <DropdownMenuLinkItem href="#profile">My profile</DropdownMenuLinkItem>
          <DropdownMenuItem>Settings</DropdownMenuItem>
          <DropdownMenuSub>
            <DropdownMenuSubTrigger>Language</DropdownMenuSubTrigger>
            <DropdownMenuSubContent>
              <DropdownMenuItem>English</DropdownMenuItem>
              <DropdownMenuItem>العربية</DropdownMenuItem>
            </DropdownMenuSubContent>
          </DropdownMenuSub>
          <DropdownMenuSeparator />
          <DropdownMenuItem tone="danger" onSelect={onSignOut}>
            Sign out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

describe('DropdownMenu', () => {
  beforeEach(async () => {
    // Chrome replays a mouse move when content appears under a resting pointer, and Radix focuses
    // the item under it: park the pointer in a corner so keyboard tests start from the keyboard.
    await userEvent.hover(page.elementLocator(document.body), { position: { x: 1, y: 1 } });
  });

  it('opens with Enter on the first item, moves with the arrows, closes on Escape back to the trigger', async () => {
    await render(<ProfileMenu />);
    const trigger = page.getByRole('button', { name: 'Profile' });
    // A modal menu hides the rest of the page from assistive technology: keep the element itself.
    const triggerElement = trigger.element() as HTMLElement;
    expect(triggerElement.getAttribute('aria-haspopup')).toBe('menu');
    triggerElement.focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menu')).toBeVisible();
    expect(triggerElement.getAttribute('aria-expanded')).toBe('true');
    await expect.element(item('My profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Settings')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('Language')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // The separator is skipped.
    await expect.element(item('Sign out')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // The arrows wrap from the last item to the first.
    await expect.element(item('My profile')).toHaveFocus();
    await userEvent.keyboard('{End}{Home}');
    await expect.element(item('My profile')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(item('Sign out')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(item('Language')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('selects an item with Enter or Space, runs onSelect and closes', async () => {
    const onSignOut = vi.fn();
    await render(<ProfileMenu onSignOut={onSignOut} />);
    const trigger = page.getByRole('button', { name: 'Profile' });
    (trigger.element() as HTMLElement).focus();
    await userEvent.keyboard(' ');
    await expect.element(item('My profile')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(item('Sign out')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('My profile')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    // The arrows wrap: up from the first item is the last.
    await expect.element(item('Sign out')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSignOut).toHaveBeenCalledTimes(2);
  });

  it('renders links as menu items that keep their href', async () => {
    await render(<ProfileMenu />);
    await userEvent.click(page.getByRole('button', { name: 'Profile' }));
    const link = item('My profile').element();
    expect(link.tagName).toBe('A');
    // Opened by pointer, the menu holds focus itself; ArrowDown moves to the first item.
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(item('My profile')).toHaveFocus();
    expect(link.getAttribute('href')).toBe('#profile');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    expect(location.hash).toBe('#profile');
    history.replaceState(null, '', location.pathname + location.search);
  });

  it.each([
    ['ltr', 'ArrowRight', 'ArrowLeft'],
    ['rtl', 'ArrowLeft', 'ArrowRight'],
  ] as const)(
    'in %s the submenu opens with %s on the inline-end side and closes with %s',
    async (dir, openKey, closeKey) => {
      await render(
        <UiProvider dir={dir}>
          <ProfileMenu />
        </UiProvider>,
      );
      (page.getByRole('button', { name: 'Profile' }).element() as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
      // Each key waits for the state a person would see before pressing the next: a key sent before
      // the menu took focus lands on the trigger instead.
      await expect.element(item('My profile')).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(item('Settings')).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect.element(item('Language')).toHaveFocus();
      // The chevron points the way the submenu opens.
      const chevron = item('Language').element().querySelector('svg')!;
      expect(getComputedStyle(chevron).scale.startsWith('-1')).toBe(dir === 'rtl');
      await userEvent.keyboard(`{${closeKey}}`);
      await expect.element(item('English')).not.toBeInTheDocument();
      await expect.element(item('Language')).toHaveFocus();
      await userEvent.keyboard(`{${openKey}}`);
      await expect.element(item('English')).toHaveFocus();
      const parent = item('Language').element().getBoundingClientRect();
      const submenu = page.getByRole('menu').nth(1).element().getBoundingClientRect();
      if (dir === 'ltr') expect(submenu.left).toBeGreaterThanOrEqual(parent.right);
      else expect(submenu.right).toBeLessThanOrEqual(parent.left);
      await userEvent.keyboard(`{${closeKey}}`);
      await expect.element(item('English')).not.toBeInTheDocument();
      await expect.element(item('Language')).toHaveFocus();
    },
  );

  it.each([
    ['ltr', 'left'],
    ['rtl', 'right'],
  ] as const)('in %s the menu lines up with the %s edge of its trigger', async (dir, edge) => {
    await render(
      <UiProvider dir={dir}>
        <ProfileMenu />
      </UiProvider>,
    );
    const triggerButton = page.getByRole('button', { name: 'Profile' });
    const trigger = triggerButton.element().getBoundingClientRect();
    await userEvent.click(triggerButton);
    const menu = page.getByRole('menu').element();
    expect(menu.getAttribute('dir')).toBe(dir);
    const rect = menu.getBoundingClientRect();
    expect(Math.abs(rect[edge] - trigger[edge])).toBeLessThanOrEqual(1);
  });

  it('is not modal by default: the page stays visible to assistive technology and clickable', async () => {
    const elsewhere = vi.fn();
    await render(
      <>
        <ProfileMenu />
        <Button onClick={elsewhere}>Search services</Button>
      </>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Profile' }));
    await expect.element(page.getByRole('menu')).toBeVisible();
    expect(document.body.style.pointerEvents).toBe('');
    expect(
      document.querySelector('[aria-hidden="true"] [data-slot="dropdown-menu-trigger"]'),
    ).toBeNull();
    // A click outside closes the menu and reaches what was clicked.
    await userEvent.click(page.getByRole('button', { name: 'Search services' }));
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    expect(elsewhere).toHaveBeenCalledTimes(1);
  });

  it('modal menu: a dialog opened after the menu has closed leaves the page clickable and focus on the trigger', async () => {
    const afterDialog = vi.fn();
    function MenuThenDialog() {
      const [wantsSignOut, setWantsSignOut] = useState(false);
      const [confirmOpen, setConfirmOpen] = useState(false);
      return (
        <>
          <DropdownMenu modal>
            <DropdownMenuTrigger>
              <Button>Profile</Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent
              onCloseAutoFocus={() => {
                if (!wantsSignOut) return;
                setWantsSignOut(false);
                setConfirmOpen(true);
              }}
            >
              <DropdownMenuItem onSelect={() => setWantsSignOut(true)}>Sign out</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <AlertDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            title="Sign out?"
            primaryAction={{ label: 'Sign Out' }}
            secondaryAction={{ label: 'Cancel' }}
          />
          <Button onClick={afterDialog}>Something else</Button>
        </>
      );
    }
    await render(<MenuThenDialog />);
    const trigger = page.getByRole('button', { name: 'Profile' });
    await userEvent.click(trigger);
    await userEvent.click(item('Sign out'));
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
    expect(document.body.style.pointerEvents).toBe('');
    await userEvent.click(page.getByRole('button', { name: 'Something else' }));
    expect(afterDialog).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['keyboard', false],
    ['pointer', false],
    ['keyboard', true],
    ['pointer', true],
  ] as const)(
    'returns focus to the menu button when a dialog opened straight from an item closes (%s, modal %s)',
    async (how, modal) => {
      function ItemOpensDialog() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <DropdownMenu modal={modal}>
              <DropdownMenuTrigger>
                <Button>Profile</Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuItem onSelect={() => setOpen(true)}>Sign out</DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
            <AlertDialog
              open={open}
              onOpenChange={setOpen}
              title="Sign out?"
              primaryAction={{ label: 'Sign Out' }}
              secondaryAction={{ label: 'Cancel' }}
            />
          </>
        );
      }
      await render(<ItemOpensDialog />);
      const trigger = page.getByRole('button', { name: 'Profile' });
      if (how === 'pointer') {
        await userEvent.click(trigger);
        await userEvent.click(item('Sign out'));
      } else {
        (trigger.element() as HTMLElement).focus();
        await userEvent.keyboard('{Enter}');
        await expect.element(item('Sign out')).toHaveFocus();
        await userEvent.keyboard('{Enter}');
      }
      await expect.element(page.getByRole('button', { name: 'Sign Out' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
      await expect.element(trigger).toHaveFocus();
      expect(document.body.style.pointerEvents).toBe('');
    },
  );
});
