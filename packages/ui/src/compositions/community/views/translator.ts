/**
 * The translator every community view model takes: a plain function type rather than core's
 * `Translator`, so the app's `useMessages` and the stories' `createTranslator` both fit.
 */
export type CommunityT = (
  key: string,
  values?: Readonly<Record<string, string | number | Date>>,
) => string;
