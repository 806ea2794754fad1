/**
 * A count as a plural message's `#` prints it: the locale's grouping, Latin digits (the portal
 * publishes Latin digits in both languages, docs/i18n.md). A plain `{argument}` prints the bare
 * number (`String`).
 */
export function countFormatOf(locale: string): (value: number) => string {
  const format = new Intl.NumberFormat(`${locale}-u-nu-latn`);
  return (value) => format.format(value);
}
