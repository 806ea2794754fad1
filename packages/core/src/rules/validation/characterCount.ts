/**
 * Characters, not UTF-16 units: an emoji or an Arabic letter counts once. The one count every
 * length rule of a form uses (a nickname's 3–30, a feedback message's 10–2,000), so a limit means
 * what a person counts.
 */
export function characterCount(text: string): number {
  return typeof text === 'string' ? Array.from(text).length : 0;
}
