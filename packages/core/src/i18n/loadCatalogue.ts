import { CATALOGUE_IMPORTS } from './catalogueImports';
import type { CatalogueLoader } from './createTranslator';
import type { Catalogue } from './message';
import { NAMESPACES, type Namespace } from './namespaces';

/**
 * The package's own catalogue loader: one lazily imported chunk per locale and namespace (issue 7).
 * Rejects with a RangeError naming the namespace and locale when no such file ships; pass a locale
 * through {@link catalogueLocaleOf} (as {@link createTranslator} does) to get a shipped one.
 */
export const loadCatalogue: CatalogueLoader = async (locale: string, namespace: Namespace): Promise<Catalogue> => {
  if (!NAMESPACES.includes(namespace)) {
    throw new RangeError(`loadCatalogue: unknown namespace "${String(namespace)}"; use one of ${NAMESPACES.join(', ')}`);
  }
  const importCatalogue = CATALOGUE_IMPORTS[namespace][locale];
  if (!importCatalogue) {
    throw new RangeError(`loadCatalogue: no "${namespace}" catalogue ships for locale "${locale}"`);
  }
  return (await importCatalogue()).default;
};
