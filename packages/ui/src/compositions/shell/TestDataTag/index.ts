export { TestDataTag, type TestDataTagProps } from './TestDataTag';
