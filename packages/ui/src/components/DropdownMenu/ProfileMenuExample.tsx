import { Languages, LogOut, Settings, UserRound } from 'lucide-react';
import { storyText } from '../../storybook/storyText';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  type DropdownMenuProps,
} from './DropdownMenu';

/** Words of the header's profile menu, for stories (components hold none). */
export const PROFILE_MENU_WORDS = {
  trigger: { en: 'My account', ar: 'حسابي' },
  user: { en: 'Signed in as Mariam Al Hosani', ar: 'تم تسجيل الدخول باسم مريم الحوسني' },
  profile: { en: 'My profile', ar: 'ملفي الشخصي' },
  settings: { en: 'Settings', ar: 'الإعدادات' },
  language: { en: 'Language', ar: 'اللغة' },
  signOut: { en: 'Sign out', ar: 'تسجيل الخروج' },
} as const;

const W = PROFILE_MENU_WORDS;

/**
 * The header's profile menu as the stories show it: a label, a link, an action, a submenu of
 * languages (their own names, never translated), a separator and a danger action.
 */
export function ProfileMenuExample({
  globals,
  onSignOut,
  ...props
}: DropdownMenuProps & {
  readonly globals: Record<string, unknown>;
  readonly onSignOut?: () => void;
}) {
  return (
    <DropdownMenu {...props}>
      <DropdownMenuTrigger>
        <Button variant="secondary" startIcon={<UserRound aria-hidden="true" />}>
          {storyText(globals, W.trigger)}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{storyText(globals, W.user)}</DropdownMenuLabel>
        <DropdownMenuLinkItem href="#profile">
          <UserRound aria-hidden="true" />
          {storyText(globals, W.profile)}
        </DropdownMenuLinkItem>
        <DropdownMenuItem>
          <Settings aria-hidden="true" />
          {storyText(globals, W.settings)}
        </DropdownMenuItem>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <Languages aria-hidden="true" />
            {storyText(globals, W.language)}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <DropdownMenuItem lang="en" dir="ltr">
              English
            </DropdownMenuItem>
            <DropdownMenuItem lang="ar" dir="rtl">
              العربية
            </DropdownMenuItem>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={onSignOut}>
          <LogOut aria-hidden="true" className="rtl:-scale-x-100" />
          {storyText(globals, W.signOut)}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
