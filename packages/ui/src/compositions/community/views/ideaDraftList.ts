/**
 * View model of `IdeaDraftList`: its words (`community.drafts.*`, `community.page.drafts`) and the
 * person's drafts as its rows.
 */
import { formatDate, type PortalLocale } from '@portal/core';
import type { IdeaDraft, IdeaTopic } from '@portal/core/api/community';
import type { IdeaDraftItem, IdeaDraftListLabels } from '../IdeaDraftList/IdeaDraftList';
import type { IdeaWritingWords } from './ideaSubmitForm';
import { ideaTopicNameOf } from './myIdeaList';

/** The list's words. */
export function ideaDraftListLabelsOf(t: IdeaWritingWords): IdeaDraftListLabels {
  return {
    title: t('community.page.drafts'),
    intro: t('community.drafts.intro'),
    list: t('community.drafts.listLabel'),
    resume: t('community.drafts.resume'),
    resumeNamed: (title) => t('community.drafts.resumeNamed', { title }),
    delete: t('community.drafts.delete'),
    deleteNamed: (title) => t('community.drafts.deleteNamed', { title }),
    deleteTitle: t('community.drafts.deleteTitle'),
    deleteBody: (title) => t('community.drafts.deleteBody', { title }),
    deleteConfirm: t('community.drafts.deleteConfirm'),
    deleteCancel: t('community.drafts.deleteCancel'),
    deleting: t('community.drafts.deleting'),
    close: t('common.close'),
    empty: t('community.empty.drafts'),
    loading: t('common.loading'),
    retry: t('common.tryAgain'),
    retrying: t('common.loading'),
  };
}

/**
 * The drafts as rows, in the server's order (last saved first). `resumeHrefOf` gives the form's
 * address with the draft (`submit-idea?draft=…`).
 */
export function ideaDraftItemsOf(
  t: IdeaWritingWords,
  drafts: readonly IdeaDraft[],
  topics: readonly IdeaTopic[],
  locale: PortalLocale,
  resumeHrefOf: (draftId: string) => string,
): IdeaDraftItem[] {
  return drafts.map((draft) => {
    const title = draft.title?.trim();
    return {
      id: draft.draftId,
      title: title ? title : t('community.drafts.untitled'),
      saved: t('community.drafts.savedOn', { date: formatDate(draft.savedAt, { locale }) }),
      ...(draft.topicId ? { topic: ideaTopicNameOf(topics, draft.topicId, locale) } : {}),
      resumeHref: resumeHrefOf(draft.draftId),
    };
  });
}
