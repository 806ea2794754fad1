import { describeValue } from '../rules/internal/describeValue';
import { CATALOGUE_IMPORTS } from './catalogueImports';
import type { CatalogueLoader } from './createTranslator';
import type { Catalogue } from './message';
import { NAMESPACES, type Namespace } from './namespaces';

/**
 * The package's own catalogue loader: one lazily imported chunk per locale and namespace (issue 7).
 * Rejects with a RangeError naming the namespace and locale when no such file ships; pass a locale
 * through {@link catalogueLocaleOf} (as {@link createTranslator} does) to get a shipped one.
 */
export const loadCatalogue: CatalogueLoader = async (
  locale: string,
  namespace: Namespace,
): Promise<Catalogue> => {
  if (!NAMESPACES.includes(namespace)) {
    throw new RangeError(
      `loadCatalogue: unknown namespace ${describeValue(namespace)}; use one of ${NAMESPACES.join(', ')}`,
    );
  }
  const catalogues = CATALOGUE_IMPORTS[namespace];
  // Own entries only: a locale such as "constructor" must not reach Object.prototype.
  const importCatalogue =
    typeof locale === 'string' && Object.hasOwn(catalogues, locale)
      ? catalogues[locale]
      : undefined;
  if (!importCatalogue) {
    throw new RangeError(
      `loadCatalogue: no "${namespace}" catalogue ships for locale ${describeValue(locale)}`,
    );
  }
  return (await importCatalogue()).default;
};
