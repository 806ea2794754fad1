import type { AnalyticsEvent } from '../../platform/analytics/track';

/** The attribute that names a home link counted as an "other click" (its value: the target). */
export const CLICK_TARGET_ATTRIBUTE = 'data-analytics';

/**
 * The analytics event of a click inside the home page's sections (spec 001 §7): a link that names
 * a target ({@link CLICK_TARGET_ATTRIBUTE}: the sign-in banner, the locker's space figures) is an
 * "other click"; any other link there (the category cards and "Discover all", services for
 * everyone, suitable services, services at a glance and its quick actions, the promotion's
 * "Explore subscriptions") is an explore-services click. A click that is not on a link, or on a
 * link outside `sections` (a dialog drawn elsewhere in the document), sends nothing.
 */
export function homeClickEventOf(
  target: EventTarget | null,
  sections: Element,
): AnalyticsEvent | undefined {
  if (!(target instanceof Element)) return undefined;
  const link = target.closest('a[href]');
  if (!link || !sections.contains(link)) return undefined;
  const named = link.getAttribute(CLICK_TARGET_ATTRIBUTE);
  if (named) return { name: 'click', target: named };
  return { name: 'exploreServices', href: link.getAttribute('href') ?? '' };
}
