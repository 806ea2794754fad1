export {
  PersonalData,
  type PersonalDataData,
  type PersonalDataFact,
  type PersonalDataLabels,
  type PersonalDataProps,
} from './PersonalData';
