/**
 * The words every utilities view model and story speaks through: a catalogue key translated into
 * the page's language, the `t` of core's translator (`createTranslator`) or the app's `useMessages(…)`.
 */
export type UtilityWords = (key: string, values?: Record<string, string | number>) => string;
