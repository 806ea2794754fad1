/**
 * Every foreground/background pair the components use, with the WCAG 2.2 minimum it must meet:
 * 4.5 for text, 3 for large text, focus rings, thin lines and icons (SC 1.4.3, 1.4.11).
 */
export interface ContrastPair {
  readonly foreground: string;
  readonly background: string;
  readonly minimum: 3 | 4.5;
  readonly use: string;
}

const statusPairs = (['neutral', 'attention', 'success', 'danger'] as const).flatMap(
  (status): ContrastPair[] => [
    {
      foreground: `status-${status}-text`,
      background: 'canvas',
      minimum: 4.5,
      use: `${status} text`,
    },
    {
      foreground: `status-${status}-text`,
      background: `status-${status}-subtle`,
      minimum: 4.5,
      use: `${status} tag and alert`,
    },
    {
      foreground: `status-${status}-line`,
      background: 'canvas',
      minimum: 3,
      use: `${status} bar, icon`,
    },
  ],
);

export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  { foreground: 'ink', background: 'canvas', minimum: 4.5, use: 'body text' },
  { foreground: 'ink', background: 'surface', minimum: 4.5, use: 'text on panels' },
  {
    foreground: 'ink',
    background: 'surface-raised',
    minimum: 4.5,
    use: 'text in dialogs and menus',
  },
  { foreground: 'ink-muted', background: 'canvas', minimum: 4.5, use: 'hints, secondary text' },
  { foreground: 'ink-muted', background: 'surface', minimum: 4.5, use: 'hints on panels' },
  { foreground: 'brand', background: 'canvas', minimum: 4.5, use: 'links, secondary buttons' },
  { foreground: 'on-brand', background: 'brand', minimum: 4.5, use: 'primary button' },
  { foreground: 'on-brand', background: 'brand-hover', minimum: 4.5, use: 'primary button, hover' },
  { foreground: 'on-danger', background: 'danger', minimum: 4.5, use: 'danger button' },
  {
    foreground: 'on-danger',
    background: 'danger-hover',
    minimum: 4.5,
    use: 'danger button, hover',
  },
  { foreground: 'on-badge', background: 'badge', minimum: 4.5, use: 'count badge' },
  { foreground: 'brand', background: 'info-subtle', minimum: 4.5, use: 'information alert' },
  { foreground: 'ink', background: 'info-subtle', minimum: 4.5, use: 'information alert text' },
  { foreground: 'focus', background: 'canvas', minimum: 3, use: 'focus ring' },
  { foreground: 'focus', background: 'surface', minimum: 3, use: 'focus ring on panels' },
  {
    foreground: 'control-line',
    background: 'canvas',
    minimum: 3,
    use: 'form control and pill edges',
  },
  {
    foreground: 'control-line',
    background: 'surface',
    minimum: 3,
    use: 'form control edges on panels',
  },
  {
    foreground: 'control-line',
    background: 'surface-raised',
    minimum: 3,
    use: 'form controls in dialogs',
  },
  ...statusPairs,
];

/** WCAG relative luminance of an `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
