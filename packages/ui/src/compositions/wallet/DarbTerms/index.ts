export {
  DarbTerms,
  type DarbTermsContent,
  type DarbTermsLabels,
  type DarbTermsProps,
} from './DarbTerms';
