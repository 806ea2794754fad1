/** Mawaqif parking permits (spec 000 §7; SCREENS.md S6.7). @packageDocumentation */
export {
  permitStatusMarkOf,
  type PermitStatusKind,
  type PermitStatusMark,
} from './permitStatusMark';
