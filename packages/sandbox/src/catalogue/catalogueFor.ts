import { buildServiceCatalogue, type CatalogueService } from './serviceCatalogue';
import { ServiceSearch } from './serviceSearch';
import { SpaceSearch } from './spaceSearch';

/** The catalogue of one seed with its search index. Read-only: favourites live in each session's world. */
export interface Catalogue {
  readonly services: readonly CatalogueService[];
  readonly byId: ReadonlyMap<string, CatalogueService>;
  readonly byPath: ReadonlyMap<string, CatalogueService>;
  /** By what the service is (`CatalogueService.key`: `parking-permit/renew`). */
  readonly byKey: ReadonlyMap<string, CatalogueService>;
  readonly search: ServiceSearch;
  /** The spaces the search finds beside the services (spec 001 §6). */
  readonly spaces: SpaceSearch;
}

const cache = new Map<number, Catalogue>();

/**
 * The catalogue for a seed, built and indexed once and shared by every session: it never changes,
 * so two hundred browser sessions do not hold two hundred copies.
 */
export function catalogueFor(seed: number): Catalogue {
  let catalogue = cache.get(seed);
  if (!catalogue) {
    const services = buildServiceCatalogue(seed);
    catalogue = {
      services,
      byId: new Map(services.map((service) => [service.id, service])),
      byPath: new Map(services.map((service) => [service.path, service])),
      byKey: new Map(services.map((service) => [service.key, service])),
      search: new ServiceSearch(services),
      spaces: new SpaceSearch(services),
    };
    cache.set(seed, catalogue);
  }
  return catalogue;
}
