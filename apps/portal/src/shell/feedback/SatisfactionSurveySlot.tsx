// Core's root rule only (the first page reads `feedback` already): the survey itself (its words,
// the API client, the dialog, the address clean-up) is a chunk of its own, downloaded when an
// address carries `feedback`.
import { feedbackLanguageOf, type PortalLocale } from '@portal/core';
import { useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useState } from 'react';
import { useHydrated } from '../../platform/page/useHydrated';

const SatisfactionSurveyArea = lazy(() => import('./SatisfactionSurveyArea'));

export interface SatisfactionSurveySlotProps {
  readonly locale: PortalLocale;
}

/**
 * Where the satisfaction survey opens (SCREENS.md S2.9; spec 001 §2): any page whose address carries
 * `?feedback=<two-letter code>` (core's `feedbackLanguageOf`). The code is taken once and the survey
 * stays open until closed; the survey's chunk then removes the parameter from the address. Nothing
 * of it loads on a page without the parameter.
 */
export function SatisfactionSurveySlot({ locale }: SatisfactionSurveySlotProps) {
  const hydrated = useHydrated();
  const language = useRouterState({
    select: (state) => feedbackLanguageOf(state.location.searchStr),
  });
  const [surveyLanguage, setSurveyLanguage] = useState<string>();
  // The code last taken from the address, so one address opens the survey once (closing it while
  // the parameter is still there does not reopen it).
  const [taken, setTaken] = useState<string>();
  const offered = hydrated ? language : undefined;
  if (offered !== taken) {
    // Adjusting state while rendering (React's pattern for state derived from changing input).
    setTaken(offered);
    if (offered !== undefined) setSurveyLanguage(offered);
  }

  if (surveyLanguage === undefined) return null;
  return (
    <Suspense fallback={null}>
      <SatisfactionSurveyArea
        // A new `feedback` in the address opens a fresh survey.
        key={surveyLanguage}
        locale={locale}
        language={surveyLanguage}
        onClosed={() => setSurveyLanguage(undefined)}
      />
    </Suspense>
  );
}
