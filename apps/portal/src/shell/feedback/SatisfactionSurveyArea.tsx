import { failureTextOf, type PortalLocale, withoutQueryParam } from '@portal/core';
import { submitFeedback } from '@portal/core/api/portal';
import {
  SatisfactionSurvey,
  satisfactionSurveyLabelsOf,
  type SatisfactionAnswer,
  type SatisfactionSurveyState,
} from '@portal/ui';
import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { appClientsFor } from '../../platform/api/appClients';
import { useMessages } from '../../platform/i18n/useMessages';

/** Longest comment core's feedback schema accepts. */
const COMMENT_MAX_LENGTH = 1000;

export interface SatisfactionSurveyAreaProps {
  readonly locale: PortalLocale;
  /** The survey's language, the `feedback` code (sent with the answer). */
  readonly language: string;
  /** The dialog closed: the slot unmounts this area. */
  readonly onClosed: () => void;
}

/**
 * The satisfaction survey (SCREENS.md S2.9) with its call: core's `submitFeedback` through the
 * page's client. Sending shows the spinner; a refusal (`success: false`) or a failure shows the
 * server's message or the generic one, and "Try again" sends the same answer again.
 */
export default function SatisfactionSurveyArea({
  locale,
  language,
  onClosed,
}: SatisfactionSurveyAreaProps) {
  const t = useMessages('home', 'common');
  const router = useRouter();
  const [open, setOpen] = useState(true);
  // The page the survey was opened on, sent with the answer.
  const [page] = useState(() => router.state.location.pathname);

  // The parameter has done its work: it leaves the address in place (no new history entry, so Back
  // does not reopen the survey), other parameters and the hash kept (core's withoutQueryParam).
  useEffect(() => {
    const { href } = router.state.location;
    const cleaned = withoutQueryParam(href, 'feedback');
    if (cleaned !== href) void router.navigate({ href: cleaned, replace: true });
  }, [router]);
  const send = useMutation({
    mutationFn: async (answer: SatisfactionAnswer) => {
      const accepted = await submitFeedback(appClientsFor(locale).client, {
        lang: language,
        rating: answer.rating,
        ...(answer.comment === '' ? {} : { comment: answer.comment }),
        page,
      });
      if (!accepted) throw new Error('feedback refused');
    },
  });
  const state: SatisfactionSurveyState = send.isPending
    ? { status: 'submitting' }
    : send.isSuccess
      ? { status: 'thanks' }
      : send.isError
        ? { status: 'error', message: failureTextOf(send.error, t('something.wentWrong')) }
        : { status: 'form' };
  return (
    <SatisfactionSurvey
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClosed();
      }}
      labels={satisfactionSurveyLabelsOf(t)}
      state={state}
      onSubmit={(answer) => send.mutate(answer)}
      commentMaxLength={COMMENT_MAX_LENGTH}
    />
  );
}
