/**
 * Text the standard PDF fonts can draw. They cover WinAnsi only; anything outside printable ASCII
 * becomes `?` instead of making pdf-lib throw in the middle of an answer.
 */
export function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?');
}
