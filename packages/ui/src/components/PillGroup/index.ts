export { PillGroup, type PillGroupOption, type PillGroupProps } from './PillGroup';
