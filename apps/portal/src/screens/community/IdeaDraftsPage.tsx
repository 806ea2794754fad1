import { shellMessages } from '@portal/core';
import { deleteIdeaDraft } from '@portal/core/api/community';
import { IdeaDraftList, Link, ideaDraftItemsOf, ideaDraftListLabelsOf } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppClients } from '../../platform/api/useAppClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { pagePath } from '../../platform/pages/pagePath';
import { queriesStateOf } from '../../shell/dataState/queryState';
import { useDocumentDescription } from '../../shell/document/useDocumentDescription';
import { useDocumentTitle } from '../../shell/document/useDocumentTitle';
import { RouterAnchor } from '../../shell/links/RouterAnchor';
import { isRefusal, refusalTextOf } from './ideaRefusal';
import { draftsChanged, ideaDraftsQuery, ideaTopicsQuery } from './ideaWritingQueries';

/**
 * `/tamm-by-you/ideas/drafts` (SCREENS.md S10.3, signed in): the person's saved drafts (core's
 * ASSUMED `getIdeaDrafts`), last saved first, each continued in the form (`submit-idea?draft=…`)
 * or deleted after the list's confirmation (`deleteIdeaDraft`). A deleted draft leaves the list
 * once the server agreed, said politely; a deletion that failed says so above the list (a draft
 * already gone, in the server's words).
 */
export function IdeaDraftsPage() {
  const locale = usePageLocale();
  const t = useMessages('community', 'forms', 'common');
  const { client } = useAppClients(locale);
  const queryClient = useQueryClient();
  const drafts = useQuery(ideaDraftsQuery(client));
  const topics = useQuery(ideaTopicsQuery(client));
  const [announcement, setAnnouncement] = useState('');
  const [deleteError, setDeleteError] = useState<string>();
  useDocumentTitle(t('community.page.drafts'), shellMessages(locale).siteName);
  useDocumentDescription(t('community.drafts.metaDescription'));

  const remove = useMutation({
    mutationFn: (draftId: string) => deleteIdeaDraft(client, draftId),
    onSuccess: () => draftsChanged(queryClient),
  });
  const onDelete = async (draftId: string): Promise<boolean> => {
    setAnnouncement('');
    setDeleteError(undefined);
    try {
      await remove.mutateAsync(draftId);
      setAnnouncement(t('community.drafts.deleted'));
      return true;
    } catch (error) {
      setDeleteError(
        isRefusal(error)
          ? refusalTextOf(error, t('community.drafts.deleteFailed'))
          : t('community.drafts.deleteFailed'),
      );
      // A draft the server no longer has leaves the list too.
      await draftsChanged(queryClient);
      return false;
    }
  };

  const newIdea = (
    <Link variant="standalone" asChild>
      <RouterAnchor href={pagePath(locale, 'submitIdea')}>
        {t('community.drafts.newIdea')}
      </RouterAnchor>
    </Link>
  );
  return (
    <IdeaDraftList
      className="max-w-3xl"
      state={queriesStateOf([drafts, topics], t('community.drafts.error'), (saved, known) =>
        ideaDraftItemsOf(t, saved, known, locale, (draftId) =>
          pagePath(locale, 'submitIdea', {}, { draft: draftId }),
        ),
      )}
      labels={ideaDraftListLabelsOf(t)}
      onDelete={onDelete}
      announcement={announcement}
      deleteError={deleteError}
      actions={newIdea}
      emptyAction={newIdea}
      renderLink={({ children, ...link }) => <RouterAnchor {...link}>{children}</RouterAnchor>}
    />
  );
}
