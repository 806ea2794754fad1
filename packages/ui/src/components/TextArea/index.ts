export {
  TextArea,
  type CharacterCount,
  type TextAreaCountProps,
  type TextAreaProps,
} from './TextArea';
