/** Vehicle plates (spec 000 §3). @packageDocumentation */
export { PLATE_COLORS, plateColorOf, type PlateColor } from './plateColor';
export { PLATE_KINDS, PLATE_KIND_BY_ID, plateKindOf, type PlateKind } from './plateKind';
export {
  EMIRATES,
  LOCAL_PLATE_COUNTRY_CODE,
  emirateOf,
  isLocalPlate,
  type Emirate,
} from './emirate';
