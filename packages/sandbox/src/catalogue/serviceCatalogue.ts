import { createRandom } from '../state/random';
import type { Bilingual } from '../state/text';
import {
  ACTIONS,
  CATEGORIES,
  ENTITIES,
  QUALIFIERS,
  SUBJECTS,
  UNIVERSAL_ACTIONS,
  type Action,
  type Subject,
} from './buildingBlocks';

/** Audience bundle of a service (spec 001 §1). */
export type Bundle = 'individual' | 'business';
/** Audience persona of a service (spec 001 §1). */
export type Persona = 'emirati' | 'expat';

/** One government service of the catalogue. */
export interface CatalogueService {
  /** Stable id, the same for the same seed. */
  readonly id: string;
  /**
   * What the service is, whatever its words: the subject's and the action's keys, and the persona
   * of a service qualified for one (`parking-permit/renew`, `trade-licence/issue/investor`). The
   * sandbox's own content names a service by it (the parking page's related services).
   */
  readonly key: string;
  readonly ServiceShortName: Bilingual;
  readonly description: Bilingual;
  readonly entity: { readonly key: string; readonly name: Bilingual };
  readonly category: { readonly key: string; readonly name: Bilingual };
  readonly bundle: Bundle;
  readonly personas: readonly Persona[];
  /** The service page path (`/pub/service/gsp-path/{path}` finds it). */
  readonly path: string;
  /** Applied for online (otherwise an information page). */
  readonly OnlineService: boolean;
  /** Available only in the mobile app: the home page shows the download popup (spec 001 §2). */
  readonly mobileOnly: boolean;
  /** Popularity 0–1000, for "Most popular" and as the search tie-breaker. */
  readonly popularity: number;
  /** Search words beyond the name (the subject's keywords), in each language; may be empty. */
  readonly keywords: Bilingual;
  /** What the service does (`issue`, `renew`, `inquire`…: the building blocks' action keys). */
  readonly action: string;
  /** What it acts on, as the name says it (`trade licence`, `رخصة تجارية`). */
  readonly subject: Bilingual;
  /**
   * Started only by a signed-in person (the service page asks a visitor to sign in first): the
   * services that act on something the person already holds (renew, cancel, modify, transfer,
   * track, object). Issuing, requesting, registering, replacing, paying by reference and asking are
   * open to anyone.
   */
  readonly requiresSignIn: boolean;
}

/** The actions on something the person already holds: started only after sign-in. */
const SIGNED_IN_ACTIONS: ReadonlySet<string> = new Set([
  'renew',
  'cancel',
  'modify',
  'transfer',
  'track',
  'object',
]);

function fillEnglish(template: string, subject: string): string {
  const article = /^[aeio]/i.test(subject) ? 'an' : 'a';
  return template.replace('a {s}', `${article} ${subject}`).replace('{s}', subject);
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function describe(action: Action, subject: Subject, entity: Bilingual): Bilingual {
  return {
    en: `${fillEnglish(action.en, subject.en)} online with the ${entity.en}. Check the requirements, fees and documents, then apply and track your request in your locker.`,
    ar: `${action.ar.replace('{s}', subject.ar)} إلكترونيًا لدى ${entity.ar}. اطّلع على الشروط والرسوم والمستندات، ثم قدّم طلبك وتابعه من خزانتك.`,
  };
}

/**
 * Builds the catalogue: every sensible action on every subject, for everyone and for each persona
 * the subject serves, offered by an entity of the subject's category. About 970 services, the same
 * for the same seed (the seed only moves popularity and the online/app-only flags).
 */
export function buildServiceCatalogue(seed: number): CatalogueService[] {
  const random = createRandom(seed ^ 0x5eed);
  const services: CatalogueService[] = [];
  for (const subject of SUBJECTS) {
    const entities = ENTITIES.filter((entity) => entity.categories.includes(subject.category));
    const actions = [
      ...ACTIONS.filter((action) => subject.actions.includes(action.key)),
      ...UNIVERSAL_ACTIONS,
    ];
    for (const action of actions) {
      for (const qualifier of QUALIFIERS) {
        if (qualifier.persona !== undefined && !subject.personas.includes(qualifier.persona))
          continue;
        const entity = entities[services.length % Math.max(entities.length, 1)] ?? ENTITIES[0];
        if (!entity) continue;
        const name: Bilingual = {
          en: fillEnglish(action.en, subject.en) + qualifier.en,
          ar: action.ar.replace('{s}', subject.ar) + qualifier.ar,
        };
        const id = `svc-${String(services.length + 1).padStart(4, '0')}`;
        services.push({
          id,
          key: [subject.key, action.key, qualifier.persona].filter(Boolean).join('/'),
          ServiceShortName: name,
          description: describe(action, subject, entity.name),
          entity: { key: entity.key, name: entity.name },
          category: {
            key: subject.category,
            name: CATEGORIES[subject.category] ?? { en: subject.category, ar: subject.category },
          },
          bundle: subject.bundle,
          personas: qualifier.persona === undefined ? subject.personas : [qualifier.persona],
          path: `services/${entity.key}/${subject.category}/${slug(name.en)}`,
          OnlineService: action.key !== 'inquire' || random.next() < 0.5,
          mobileOnly: random.next() < 0.04,
          // Issuing and renewing are what people come for; popularity follows that.
          popularity: Math.round(
            random.next() * 600 + (['issue', 'renew', 'pay'].includes(action.key) ? 400 : 0),
          ),
          keywords: subject.keywords ?? { en: '', ar: '' },
          action: action.key,
          subject: { en: subject.en, ar: subject.ar },
          requiresSignIn: SIGNED_IN_ACTIONS.has(action.key),
        });
      }
    }
  }
  return services;
}
