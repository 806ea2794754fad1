/** A locker row's title link: underlined, the underline gone on hover, the focus ring outside. */
export const ROW_LINK_CLASS_NAME =
  'text-link underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';
