export {
  SatisfactionSurvey,
  type SatisfactionAnswer,
  type SatisfactionRating,
  type SatisfactionSurveyLabels,
  type SatisfactionSurveyProps,
  type SatisfactionSurveyState,
} from './SatisfactionSurvey';
