/**
 * Classes for the parent of Radix radio items. Inside a form, Radix renders a hidden native radio
 * after each item so form events fire: absolutely placed, with `transform: translateX(-100%)` inline.
 * From its static place that shift points out of the parent toward the left in both directions, and
 * in right-to-left pages the left is where the page scrolls: the first pill of an Arabic row widened
 * the page (a horizontal scroll at 320 px). Pinned to the parent's start corner and not moved, the
 * input stays inside its (positioned) parent.
 */
export const BUBBLE_INPUTS_IN_PLACE = '[&>input]:start-0 [&>input]:top-0 [&>input]:transform-none!';
