import { shellMessages, type IdeaDraftValues, type IdeaValues } from '@portal/core';
import { uploadFile } from '@portal/core/api/common';
import { saveIdeaDraft, submitIdea, type IdeaDraft } from '@portal/core/api/community';
import { isPortalError } from '@portal/core/client';
import {
  IdeaSubmitForm,
  Link,
  ideaDraftResumeNoticeOf,
  ideaDraftSavedTextOf,
  ideaSubmitFormLabelsOf,
  ideaSubmitInitialOf,
  ideaTopicOptionsOf,
  type IdeaAttachOutcome,
  type IdeaDraftSaveOutcome,
  type IdeaSendOutcome,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useAppClients } from '../../platform/api/useAppClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { pagePath } from '../../platform/pages/pagePath';
import { usePageSearch } from '../../platform/pages/usePageSearch';
import { queriesStateOf } from '../../shell/dataState/queryState';
import { useDocumentDescription } from '../../shell/document/useDocumentDescription';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { isRefusal, refusalTextOf } from './ideaRefusal';
import {
  communityProfileQuery,
  draftsChanged,
  ideaDraftQuery,
  ideaSent,
  ideaTopicsQuery,
} from './ideaWritingQueries';

/** The form's reads are not read again while it is open. */
const READ_ONCE = { staleTime: Infinity, refetchOnWindowFocus: false } as const;

/**
 * `/tamm-by-you/submit-idea` (SCREENS.md S10.3, signed in): the form to share an idea, with the
 * topics of core's ASSUMED `getIdeaTopics`; `?draft=` starts it from a saved draft (core's
 * `getIdeaDraft`: one the person does not have is the page's error, in the server's words). The
 * idea is checked with core's `validateIdea` and sent with `submitIdea` (with the draft's id, which
 * the server then deletes); "Save as draft" checks with `validateIdeaDraft` and saves with
 * `saveIdeaDraft` (the first save makes a draft, later ones replace it). A file is sent first with
 * core's `uploadFile` (its CSRF token from the client). A refusal goes back to the form in the
 * server's words, what was typed kept; once sent, the way to My ideas.
 */
export function SubmitIdeaPage() {
  const locale = usePageLocale();
  const t = useMessages('community', 'forms', 'common');
  const { client } = useAppClients(locale);
  const queryClient = useQueryClient();
  const { draft: draftParam } = usePageSearch('submitIdea');
  useDocumentTitle(t('community.page.submitIdea'), shellMessages(locale).siteName);
  useDocumentDescription(t('community.submit.metaDescription'));

  // Read once while the form is open: a later read (a refocused tab) failing would put the error
  // state where the person is typing.
  const topics = useQuery({ ...ideaTopicsQuery(client), ...READ_ONCE });
  // The public name the idea will carry (a visitor's 401 here sends them to sign in first).
  const profile = useQuery({ ...communityProfileQuery(client), ...READ_ONCE });
  const draft = useQuery({
    ...ideaDraftQuery(client, draftParam ?? ''),
    ...READ_ONCE,
    enabled: draftParam !== undefined,
  });
  // The draft this form saves to: the one continued, or the one its first save made.
  const draftId = useRef<string | undefined>(draftParam);

  const send = useMutation({
    mutationFn: (values: IdeaValues) =>
      submitIdea(client, {
        ...values,
        ...(draftId.current === undefined ? {} : { draftId: draftId.current }),
      }),
    onSuccess: () => {
      draftId.current = undefined;
      return ideaSent(queryClient);
    },
  });
  const save = useMutation({
    mutationFn: (values: IdeaDraftValues) =>
      saveIdeaDraft(client, {
        ...values,
        ...(draftId.current === undefined ? {} : { draftId: draftId.current }),
      }),
    onSuccess: (saved: IdeaDraft) => {
      draftId.current = saved.draftId;
      return draftsChanged(queryClient);
    },
  });

  const onSend = async (values: IdeaValues): Promise<IdeaSendOutcome> => {
    try {
      await send.mutateAsync(values);
      return { kind: 'sent' };
    } catch (error) {
      return isRefusal(error)
        ? { kind: 'refused', message: refusalTextOf(error, t('community.submit.failedBody')) }
        : { kind: 'failed' };
    }
  };
  const onSaveDraft = async (values: IdeaDraftValues): Promise<IdeaDraftSaveOutcome> => {
    try {
      const saved = await save.mutateAsync(values);
      return { kind: 'saved', message: ideaDraftSavedTextOf(t, saved, locale) };
    } catch (error) {
      return isRefusal(error)
        ? { kind: 'refused', message: refusalTextOf(error, t('community.submit.draftFailed')) }
        : { kind: 'failed' };
    }
  };
  const onAttach = async (file: File): Promise<IdeaAttachOutcome> => {
    try {
      const uploaded = await uploadFile(client, file);
      return {
        kind: 'attached',
        attachment: { fileId: uploaded.fileId, name: uploaded.fileName ?? file.name },
      };
    } catch (error) {
      // Outside the limits (checked before sending) or refused by the server's scan.
      if (isPortalError(error) && error.kind === 'invalid-request')
        return { kind: 'refused', message: t('community.submit.attachmentRefused') };
      return {
        kind: 'refused',
        message: isRefusal(error)
          ? refusalTextOf(error, t('community.submit.attachmentRefused'))
          : t('community.submit.attachmentFailed'),
      };
    }
  };

  const fallback = t('community.submit.topicsError');
  const state =
    draftParam === undefined
      ? queriesStateOf([topics, profile], fallback, (answer, me) => ({
          topics: ideaTopicOptionsOf(answer, locale),
          consentHint: t('community.submit.sharingAs', { name: me.publicName }),
        }))
      : queriesStateOf([topics, profile, draft], fallback, (answer, me, continued) => ({
          topics: ideaTopicOptionsOf(answer, locale),
          consentHint: t('community.submit.sharingAs', { name: me.publicName }),
          initial: ideaSubmitInitialOf(continued),
          notice: ideaDraftResumeNoticeOf(t, continued, locale),
        }));

  return (
    <IdeaSubmitForm
      className="max-w-3xl"
      state={state}
      labels={ideaSubmitFormLabelsOf(t)}
      translate={t}
      onSend={onSend}
      onSaveDraft={onSaveDraft}
      onAttach={onAttach}
      sentAction={
        <Link variant="standalone" asChild>
          <RouterAnchor href={pagePath(locale, 'myIdeas')}>
            {t('community.submit.goToMyIdeas')}
          </RouterAnchor>
        </Link>
      }
      emptyAction={
        <Link variant="standalone" asChild>
          <RouterAnchor href={pagePath(locale, 'myIdeas')}>
            {t('community.page.myIdeas')}
          </RouterAnchor>
        </Link>
      }
    />
  );
}
