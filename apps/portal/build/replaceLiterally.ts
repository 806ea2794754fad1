/**
 * `text.replace(pattern, replacement)` with `replacement` put in exactly as it is. A replacement
 * *string* is a template: `$&`, `` $` ``, `$'`, `$1` and `$<name>` in it stand for the match and the
 * text around it, so a page whose markup or title holds a search for `` $` `` came out with a copy of
 * everything before `#root` (every script and style of the head) pasted into its body (issue O,
 * item 3). A replacer function's answer is never read that way. Every place HTML is assembled from
 * text it did not write itself uses this, never `.replace` with a string built from data.
 */
export function replaceLiterally(
  text: string,
  pattern: string | RegExp,
  replacement: string,
): string {
  return text.replace(pattern, () => replacement);
}
