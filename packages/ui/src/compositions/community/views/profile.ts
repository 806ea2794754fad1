/** View model of `CommunityProfileForm`: the catalogue's words as its labels. */
import type { CommunityProfileLabels } from '../CommunityProfileForm/CommunityProfileForm';
import type { CommunityT } from './translator';

/** The words of `CommunityProfileForm` (namespaces community, forms and common). */
export function communityProfileLabelsOf(t: CommunityT): CommunityProfileLabels {
  return {
    loading: t('community.profile.loading'),
    retry: t('common.tryAgain'),
    retrying: t('community.listing.retrying'),
    publicName: t('community.profile.publicName'),
    publicNameHint: t('community.profile.publicNameHint'),
    avatar: t('community.profile.avatar'),
    avatarOption: (number) => t('community.profile.avatarOption', { number }),
    save: t('community.profile.save'),
    saving: t('community.profile.saving'),
    errorSummaryTitle: t('community.comment.problem'),
    errorPrefix: t('community.form.errorPrefix'),
  };
}
