import { commentProblem, failureTextOf } from '@portal/core';
import {
  commentOnIdea,
  setIdeaSupport,
  type IdeaComment,
  type IdeaDetails as IdeaDetailsAnswer,
} from '@portal/core/api/community';
import { isPortalError } from '@portal/core/client';
import { Button, ErrorSummary, Field, TextArea } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useAppClients } from '../../platform/api/useAppClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { ideaQuery, ideasChanged } from './communityQueries';

/** The words of a refusal: the server's own for a business refusal, else the page's `fallback`. */
function refusalText(error: unknown, fallback: string): string {
  return isPortalError(error) && error.kind === 'business'
    ? failureTextOf(error, fallback)
    : fallback;
}

/**
 * A signed-in person's support of an open idea that is not theirs: "Support this idea", or once
 * they do, "You support this idea" and "Withdraw my support". One support per person: the call sets
 * the state (idempotent), and the answer's count and state replace the idea's in the cache. What
 * changed is said in a polite live region; a refusal in an alert, the button left as it was.
 */
export function IdeaSupportButton({ idea }: { readonly idea: IdeaDetailsAnswer }) {
  const locale = usePageLocale();
  const t = useMessages('community', 'common');
  const { client } = useAppClients(locale);
  const queryClient = useQueryClient();
  const [said, setSaid] = useState('');
  const [refused, setRefused] = useState('');
  const support = useMutation({
    mutationFn: (supported: boolean) => setIdeaSupport(client, idea.ideaId, supported),
    onMutate: () => {
      setSaid('');
      setRefused('');
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(ideaQuery(client, idea.ideaId).queryKey, (before) =>
        before ? { ...before, ...answer } : before,
      );
      setSaid(
        t(answer.supportedByMe ? 'community.idea.supportSaved' : 'community.idea.supportWithdrawn'),
      );
      void ideasChanged(queryClient);
    },
    onError: (error) => setRefused(refusalText(error, t('community.idea.supportFailed'))),
  });
  return (
    <div className="flex min-w-0 flex-col gap-2">
      {idea.supportedByMe ? (
        <p className="text-body font-semibold">{t('community.idea.supported')}</p>
      ) : null}
      <Button
        type="button"
        variant={idea.supportedByMe ? 'secondary' : 'primary'}
        loading={support.isPending}
        onClick={() => support.mutate(!idea.supportedByMe)}
      >
        {t(idea.supportedByMe ? 'community.idea.withdrawSupport' : 'community.idea.support')}
      </Button>
      <p role="status" className="text-body">
        {said}
      </p>
      {refused ? (
        <p role="alert" className="text-body text-status-danger-text">
          {refused}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A signed-in person's comment on an idea that takes comments. Checked first with core's
 * `commentProblem` (2–1,000 characters once trimmed); a problem, or the server's refusal, keeps
 * what was typed, names the field in an error summary that takes the focus, and marks the field.
 * Once posted, the comment joins the idea's list, the box empties and "Your comment is posted." is
 * said politely.
 */
export function IdeaCommentForm({ idea }: { readonly idea: IdeaDetailsAnswer }) {
  const locale = usePageLocale();
  const t = useMessages('community', 'forms', 'common');
  const { client } = useAppClients(locale);
  const queryClient = useQueryClient();
  const fieldId = useId();
  const summary = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [posted, setPosted] = useState('');
  const comment = useMutation({
    mutationFn: (value: string) => commentOnIdea(client, idea.ideaId, value),
    onSuccess: (answer: IdeaComment) => {
      queryClient.setQueryData(ideaQuery(client, idea.ideaId).queryKey, (before) =>
        before ? { ...before, comments: [...before.comments, answer] } : before,
      );
      setText('');
      setPosted(t('community.comment.posted'));
      void ideasChanged(queryClient);
    },
    onError: (error) => {
      setProblem(refusalText(error, t('community.comment.failed')));
      summary.current?.focus();
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPosted('');
    const key = commentProblem(text);
    if (key !== undefined) {
      setProblem(t(key));
      // A second refusal: the summary is already shown, so it does not take the focus by itself.
      summary.current?.focus();
      return;
    }
    setProblem(undefined);
    comment.mutate(text.trim());
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-col gap-4">
      <ErrorSummary
        ref={summary}
        title={t('community.comment.problem')}
        headingLevel={3}
        errors={problem ? [{ fieldId, message: problem }] : []}
      />
      <Field
        label={t('community.comment.label')}
        controlId={fieldId}
        error={problem}
        errorPrefix={t('community.form.errorPrefix')}
      >
        <TextArea name="comment" rows={4} value={text} onValueChange={setText} />
      </Field>
      <div>
        <Button
          type="submit"
          loading={comment.isPending}
          loadingLabel={t('community.comment.sending')}
        >
          {t('community.comment.send')}
        </Button>
      </div>
      <p role="status" className="text-body">
        {posted}
      </p>
    </form>
  );
}
