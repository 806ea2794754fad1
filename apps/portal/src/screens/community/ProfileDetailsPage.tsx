import { COMMUNITY_AVATARS, failureTextOf, validateCommunityProfile } from '@portal/core';
import {
  communityProfileCall,
  getCommunityProfile,
  saveCommunityProfile,
  type CommunityProfile,
} from '@portal/core/api/community';
import {
  CommunityProfileForm,
  communityProfileLabelsOf,
  type CommunityProfileErrors,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { portalQuery } from '../../platform/api/portalQuery';
import { useAppClients } from '../../platform/api/useAppClients';
import { useMessages } from '../../platform/i18n/useMessages';
import { usePageLocale } from '../../platform/locale/usePageLocale';
import { queryStateOf } from '../../shell/dataState/queryState';
import { CommunityFrame } from './CommunityFrame';
import { ideasChanged } from './communityQueries';

/**
 * `/tamm-by-you/profile-details` (SCREENS.md S10.4, signed in): the public name and avatar the
 * person shows in the community, editable. Checked first with core's `validateCommunityProfile`
 * (3–30 characters of letters, digits, spaces, `-`, `'` and `.`; one of the community's avatars);
 * a problem, or the server's refusal, keeps what was typed, names the field and focuses the error
 * summary. Once saved the stored profile replaces the form's start and "Your community profile is
 * saved." is said; the community's lists are read again (they show the new name).
 */
export function ProfileDetailsPage() {
  const locale = usePageLocale();
  const t = useMessages('community', 'forms', 'common');
  const { client } = useAppClients(locale);
  const queryClient = useQueryClient();
  const query = portalQuery(communityProfileCall, client, undefined, (c, _input, options) =>
    getCommunityProfile(c, options),
  );
  const read = useQuery(query);
  const [errors, setErrors] = useState<CommunityProfileErrors>({});
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  const save = useMutation({
    mutationFn: (profile: CommunityProfile) => saveCommunityProfile(client, profile),
    onSuccess: (answer) => {
      queryClient.setQueryData(query.queryKey, answer);
      setSaved(t('community.profile.saved'));
      void ideasChanged(queryClient);
    },
    // The server checks by the same rule: its refusal (its sentence, in the page's language) is
    // said at the top of the form, what was typed kept.
    onError: (error) => setFormError(failureTextOf(error, t('something.wentWrong'))),
  });
  const state = queryStateOf(read, t('something.wentWrong'), (profile) => profile);
  return (
    <CommunityFrame title={t('community.page.profile')} intro={t('community.profile.intro')}>
      <CommunityProfileForm
        state={state}
        labels={communityProfileLabelsOf(t)}
        avatars={COMMUNITY_AVATARS}
        errors={errors}
        {...(formError ? { formError } : {})}
        saving={save.isPending}
        {...(saved ? { savedMessage: saved } : {})}
        onSave={(values) => {
          setSaved(undefined);
          setFormError(undefined);
          const checked = validateCommunityProfile(values);
          if (!checked.ok) {
            const { publicName, avatarId } = checked.fieldErrors;
            setErrors({
              ...(publicName ? { publicName: t(publicName) } : {}),
              ...(avatarId ? { avatarId: t(avatarId) } : {}),
            });
            return;
          }
          setErrors({});
          save.mutate(checked.value);
        }}
      />
    </CommunityFrame>
  );
}
