export {
  JourneyStages,
  type JourneyStageData,
  type JourneyStageLinkProps,
  type JourneyStagesLabels,
  type JourneyStagesProps,
  type JourneyViewData,
} from './JourneyStages';
