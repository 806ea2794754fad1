import { escapeHtml } from './html';

/**
 * A labelled placeholder image for the CMS content's image fields, so pages lay out with real
 * images without the sandbox reaching any outside host. The label is the image's name.
 */
export function placeholderSvg(name: string): string {
  // Hue from the name, so different images are told apart at a glance.
  let hue = 0;
  for (const character of name) hue = (hue * 31 + character.charCodeAt(0)) % 360;
  const label = escapeHtml(name.replace(/-/g, ' '));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180" role="img" aria-label="${label} (sandbox placeholder)">
<rect width="320" height="180" fill="hsl(${hue} 45% 88%)"/>
<text x="160" y="84" font-family="system-ui, sans-serif" font-size="16" text-anchor="middle" fill="hsl(${hue} 60% 22%)">${label}</text>
<text x="160" y="108" font-family="system-ui, sans-serif" font-size="12" text-anchor="middle" fill="hsl(${hue} 60% 22%)">SANDBOX</text>
</svg>`;
}
