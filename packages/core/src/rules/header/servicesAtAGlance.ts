import type { RuleMessageKey } from '../messageKeys';

/**
 * Title of the services-at-a-glance block (spec 001 §2, §4): "My services" signed in, "Most
 * popular" otherwise.
 */
export function servicesAtAGlanceTitleKey(signedIn: boolean): RuleMessageKey {
  return signedIn ? 'home.servicesAtAGlance.myServices' : 'home.servicesAtAGlance.mostPopular';
}
