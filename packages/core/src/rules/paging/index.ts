/** Paging of lists (locker lists, search results, all services, toll history). @packageDocumentation */
export { pageCountOf } from './pageCount';
