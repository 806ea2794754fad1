import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * One message as a catalogue holds it: ICU MessageFormat text in the sources, or, in the published
 * build, its precompiled syntax tree (plain-text messages stay strings; see {@link isPlainText}).
 */
export type CompiledMessage = string | readonly MessageFormatElement[];

/** A catalogue: message key → message, for one locale and one namespace. */
export type Catalogue = Readonly<Record<string, CompiledMessage>>;

/** Values a message may interpolate. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/**
 * Whether an ICU message is plain text that formats to itself: no argument braces, no quoting
 * apostrophe, no tag. Such messages skip MessageFormat entirely at run time, and the build keeps
 * them as strings instead of syntax trees. Catalogues write the typographic ’ for an apostrophe.
 * A value that is not a string is not plain text.
 */
export function isPlainText(message: string): boolean {
  return typeof message === 'string' && !/[{}'<]/.test(message);
}
