import { combinedListCall, type ApplicationPage } from '@portal/core/api/applications';
import { discardDraft } from '@portal/core/api/commonUi';
import type { PortalClient } from '@portal/core/client';
import { queryKeyPrefixOf } from '@portal/core/query';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Every cached page of the combined list without the discarded draft, its total one less. */
export function withoutApplication(
  page: ApplicationPage | undefined,
  applicationId: string,
): ApplicationPage | undefined {
  if (!page || !page.items.some((item) => item.id === applicationId)) return page;
  return {
    ...page,
    items: page.items.filter((item) => item.id !== applicationId),
    totalCount: page.totalCount === undefined ? undefined : Math.max(0, page.totalCount - 1),
  };
}

/**
 * Discarding a draft (spec 000 §4, SCREENS.md S3.5): core's `discardDraft` resolves to an outcome.
 * On success the card leaves every cached page at once and the count drops (no reload), then the
 * lists are fetched again in the background so the page fills up from the next one.
 */
export function useDiscardDraft(client: PortalClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: string) => discardDraft(client, applicationId),
    onSuccess: async (outcome, applicationId) => {
      if (!outcome.ok) return;
      const lists = { queryKey: queryKeyPrefixOf(combinedListCall, client.options.lang) };
      queryClient.setQueriesData<ApplicationPage>(lists, (page) =>
        withoutApplication(page, applicationId),
      );
      await queryClient.invalidateQueries(lists);
    },
  });
}
