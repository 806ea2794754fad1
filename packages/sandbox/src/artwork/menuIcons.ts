import { svgDocument } from './svgDocument';

/**
 * The header's profile-menu icons (spec 001 §3 Icon, UserIcon): outline pictograms on a 24-unit
 * grid, shown at 20 px beside the link's text. Stroked in a blue that reads on the menu's light
 * and dark surfaces alike (a brighter blue in the dark theme).
 */

export type MenuIcon = 'user' | 'locker' | 'utilities' | 'spaces' | 'data' | 'settings';

const PATHS: Readonly<Record<MenuIcon, { readonly label: string; readonly body: string }>> = {
  user: {
    label: 'Person',
    body: '<circle cx="12" cy="8" r="4"/><path d="M4.5 20.5 a7.5 7.5 0 0 1 15 0"/>',
  },
  locker: {
    label: 'Locker',
    body: '<rect x="4" y="3" width="16" height="18" rx="2"/><path d="M12 3 v18"/><path d="M8.5 11 v2 M15.5 11 v2"/><path d="M6.5 6.5 h3 M14.5 6.5 h3"/>',
  },
  utilities: {
    label: 'Utilities',
    body: '<path d="M13 2.5 L5.5 13.5 h6 l-1 8 l7.5 -11 h-6Z"/>',
  },
  spaces: {
    label: 'Spaces',
    body: '<rect x="3.5" y="3.5" width="7" height="7" rx="1.5"/><rect x="13.5" y="3.5" width="7" height="7" rx="1.5"/><rect x="3.5" y="13.5" width="7" height="7" rx="1.5"/><rect x="13.5" y="13.5" width="7" height="7" rx="1.5"/>',
  },
  data: {
    label: 'Personal data',
    body: '<rect x="3" y="5" width="18" height="14" rx="2"/><circle cx="8.5" cy="11" r="2"/><path d="M5.5 16 a3 3 0 0 1 6 0"/><path d="M14 10 h4 M14 14 h4"/>',
  },
  settings: {
    label: 'Settings',
    body: '<circle cx="12" cy="12" r="3"/><path d="M12 2.5 v3 M12 18.5 v3 M2.5 12 h3 M18.5 12 h3 M5.3 5.3 l2.1 2.1 M16.6 16.6 l2.1 2.1 M5.3 18.7 l2.1 -2.1 M16.6 7.4 l2.1 -2.1"/><circle cx="12" cy="12" r="6.5"/>',
  },
};

export function menuIcon(icon: MenuIcon): string {
  const { label, body } = PATHS[icon];
  return svgDocument({
    width: 24,
    height: 24,
    label,
    style: `g{stroke:#2f6fab}@media (prefers-color-scheme: dark){g{stroke:#8cbceb}}`,
    body: `<g fill="none" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${body}</g>`,
  });
}

export const MENU_ICONS: readonly MenuIcon[] = [
  'user',
  'locker',
  'utilities',
  'spaces',
  'data',
  'settings',
];
