import type { PaymentEntity } from '@portal/core';
import { deleteLinkedAccount, updateNickname } from '@portal/core/api/paymentHub';
import type { PortalClient } from '@portal/core/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UTILITY_QUERY_SCOPES } from './utilityQueries';

/** The account a change is about. */
export interface AccountRef {
  readonly entity: PaymentEntity;
  readonly id: string;
}

/**
 * Renaming and removing a linked account (SCREENS.md S5.3, spec 000 §7 updateNickName and
 * deleteAccount). After either, every list of the hub is fetched again, so each screen shows the
 * account as it now is (or no longer shows it).
 */
export function useAccountChanges(client: PortalClient) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      UTILITY_QUERY_SCOPES.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  const rename = useMutation({
    mutationFn: ({ account, nickname }: { account: AccountRef; nickname: string }) =>
      updateNickname(client, account.entity, { id: account.id, nickname }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (account: AccountRef) => deleteLinkedAccount(client, account.entity, account.id),
    onSuccess: refresh,
  });
  return { rename, remove };
}
