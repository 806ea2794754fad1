/**
 * View model of `IdeaSubmitForm`: its words from the community and forms catalogues
 * (`community.form.*`, `community.submit.*`), the topics named in the page's language, and a draft
 * put back into the form's starting values.
 */
import { formatDate, type PortalLocale } from '@portal/core';
import type { IdeaDraft, IdeaTopic } from '@portal/core/api/community';
import type {
  IdeaSubmitFormInitial,
  IdeaSubmitFormLabels,
  IdeaTopicOption,
} from '../IdeaSubmitForm/IdeaSubmitForm';

/**
 * The words the community's writing pages speak through: a catalogue key translated into the page's
 * language, the `t` of core's translator or the app's `useMessages('community', 'forms', 'common')`.
 */
export type IdeaWritingWords = (key: string, values?: Record<string, string | number>) => string;

/** The form's words (`community.form.*`, `community.submit.*`). */
export function ideaSubmitFormLabelsOf(t: IdeaWritingWords): IdeaSubmitFormLabels {
  return {
    heading: t('community.page.submitIdea'),
    intro: t('community.submit.intro'),
    title: t('community.form.title'),
    titleHint: t('community.form.titleHint'),
    titleCount: ({ length, limit }) =>
      t('community.submit.titleCount', { count: length, max: limit }),
    description: t('community.form.description'),
    descriptionHint: t('community.form.descriptionHint'),
    descriptionCount: ({ length, limit }) =>
      t('community.submit.descriptionCount', { count: length, max: limit }),
    topic: t('community.form.topic'),
    topicPlaceholder: t('community.form.chooseTopic'),
    attachment: t('community.form.attachment'),
    attachmentHint: t('community.form.attachmentHint'),
    attachmentUploading: t('community.submit.attachmentUploading'),
    attachmentAttached: (name) => t('community.submit.attachmentAttached', { name }),
    removeAttachment: t('community.form.removeAttachment'),
    consentLabel: t('community.submit.consentLabel'),
    consent: t('community.form.consent'),
    submit: t('community.form.submit'),
    submitting: t('community.submit.sending'),
    saveDraft: t('community.form.saveDraft'),
    savingDraft: t('community.submit.savingDraft'),
    errorSummaryTitle: t('community.submit.errorSummary'),
    errorPrefix: t('community.submit.errorPrefix'),
    sentHeading: t('community.submit.sentHeading'),
    sentBody: t('community.form.submitted'),
    sendAnother: t('community.submit.another'),
    errorHeading: t('community.submit.failedHeading'),
    errorBody: t('community.submit.failedBody'),
    draftFailed: t('community.submit.draftFailed'),
    empty: t('community.submit.noTopics'),
    loading: t('common.loading'),
    retry: t('common.tryAgain'),
    retrying: t('common.loading'),
  };
}

/** The topics as the select lists them: named in the page's language, in the server's order. */
export function ideaTopicOptionsOf(
  topics: readonly IdeaTopic[],
  locale: PortalLocale,
): IdeaTopicOption[] {
  return topics.map((topic) => ({
    value: topic.topicId,
    label: locale === 'en' ? topic.nameEn : topic.nameAr,
  }));
}

/** A saved draft as the form's starting values (its attachment by the name it was stored under). */
export function ideaSubmitInitialOf(draft: IdeaDraft): IdeaSubmitFormInitial {
  return {
    ...(draft.title ? { title: draft.title } : {}),
    ...(draft.description ? { description: draft.description } : {}),
    ...(draft.topicId ? { topicId: draft.topicId } : {}),
    ...(draft.attachmentFileId
      ? {
          attachment: {
            fileId: draft.attachmentFileId,
            name: draft.attachmentName ?? draft.attachmentFileId,
          },
        }
      : {}),
  };
}

/** "You are continuing your draft saved on 28 November 2026." */
export function ideaDraftResumeNoticeOf(
  t: IdeaWritingWords,
  draft: IdeaDraft,
  locale: PortalLocale,
): string {
  return t('community.submit.resuming', { date: formatDate(draft.savedAt, { locale }) });
}

/** "Draft saved on 29 November 2026. You can find it in My drafts." */
export function ideaDraftSavedTextOf(
  t: IdeaWritingWords,
  draft: IdeaDraft,
  locale: PortalLocale,
): string {
  return t('community.submit.draftSavedOn', { date: formatDate(draft.savedAt, { locale }) });
}
