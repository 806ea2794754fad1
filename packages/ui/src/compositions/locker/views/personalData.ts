/**
 * View model of `PersonalData`: the signed-in person's profile (core's `getPersonalProfile`) and the
 * catalogue's words as its props.
 */
import {
  formatDate,
  initialsOf,
  shownDigitsOfMaskedEmiratesId,
  type PortalLocale,
} from '@portal/core';
import { bilingualIn, type PersonalProfile } from '@portal/core/api/common';
import type {
  PersonalDataData,
  PersonalDataFact,
  PersonalDataLabels,
} from '../PersonalData/PersonalData';
import type { LockerT } from './translator';

/** Every word of `PersonalData`. */
export function personalDataLabelsOf(t: LockerT): PersonalDataLabels {
  return {
    loading: t('myData.loading'),
    empty: t('myData.empty'),
    retry: t('common.tryAgain'),
    retrying: t('locker.applications.retrying'),
    details: t('myData.details'),
    photo: t('myData.photo'),
    whyTitle: t('myData.why.title'),
    why: [t('myData.why.source'), t('myData.why.use'), t('myData.why.masked')],
  };
}

/**
 * What My data shows (SCREENS.md S8.1): the name in the page's language with its initials, the
 * photo, then the names in both languages, the Emirates ID as core masked it, nationality in the
 * page's language, the date of birth (dd MMMM yyyy), mobile, email, the identity source and its
 * level in words. What is not known is left out.
 */
export function personalDataOf(
  profile: PersonalProfile,
  t: LockerT,
  locale: PortalLocale,
): PersonalDataData {
  const name = bilingualIn(profile.fullName, locale) ?? '';
  const first = bilingualIn(profile.firstName, locale) ?? name;
  const last = bilingualIn(profile.lastName, locale) ?? '';
  const facts: PersonalDataFact[] = [];
  const add = (key: string, value: string | undefined, ltr = false, spoken?: string) => {
    if (value !== undefined && value !== '')
      facts.push({
        key,
        term: t(`myData.${key}`),
        value,
        ...(ltr ? { ltr } : {}),
        ...(spoken === undefined ? {} : { spoken }),
      });
  };
  add('nameEn', profile.fullName.en);
  add('nameAr', profile.fullName.ar);
  add('emiratesId', profile.emiratesIdMasked, true, emiratesIdSpokenOf(profile, t));
  add('nationality', bilingualIn(profile.nationality, locale));
  add(
    'dateOfBirth',
    profile.dateOfBirth === undefined ? undefined : formatDate(profile.dateOfBirth, { locale }),
  );
  add('mobile', profile.mobile, true);
  add('email', profile.email, true);
  if (profile.identitySource !== 'unknown')
    add('identitySource', t(`myData.source.${profile.identitySource}`));
  if (profile.verificationLevel !== 'unknown')
    add('verificationLevel', t(`myData.level.${profile.verificationLevel}`));
  return {
    name,
    initials: initialsOf(first, last),
    ...(profile.photoSrc === undefined ? {} : { photoSrc: profile.photoSrc }),
    facts,
  };
}

/** The masked Emirates ID in words a screen reader says usefully ("784, hidden digits, ending in 5 6 7 1"). */
function emiratesIdSpokenOf(profile: PersonalProfile, t: LockerT): string | undefined {
  const shown =
    profile.emiratesIdMasked === undefined
      ? undefined
      : shownDigitsOfMaskedEmiratesId(profile.emiratesIdMasked);
  // Digit by digit: "5671" would be read as a number, five thousand six hundred and seventy-one.
  return shown === undefined
    ? undefined
    : t('myData.emiratesIdSpoken', { start: '784', end: Array.from(shown).join(' ') });
}
