import type { PersonalProfile } from '@portal/core/api/common';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { personalDataLabelsOf, personalDataOf } from '../../views/personalData';
import { PersonalData } from '../PersonalData';

const t = (key: string) => key;
const labels = personalDataLabelsOf(t);

const profile: PersonalProfile = {
  firstName: { en: 'Mariam', ar: 'مريم' },
  lastName: { en: 'Al Marzouqi', ar: 'المرزوقي' },
  fullName: { en: 'Mariam Saeed Al Marzouqi', ar: 'مريم سعيد المرزوقي' },
  emiratesIdMasked: '784-XXXX-XXXX567-1',
  nationality: { en: 'United Arab Emirates', ar: 'الإمارات العربية المتحدة' },
  dateOfBirth: '1990-04-12',
  mobile: '0501234567',
  email: 'mariam@example.com',
  identitySource: 'uaePass',
  verificationLevel: 'advanced',
};

describe('personalDataOf', () => {
  it('puts every known fact into words in the page language, the date as dd MMMM yyyy', () => {
    expect(personalDataOf(profile, t, 'en')).toEqual({
      name: 'Mariam Saeed Al Marzouqi',
      initials: 'MM',
      facts: [
        { key: 'nameEn', term: 'myData.nameEn', value: 'Mariam Saeed Al Marzouqi' },
        { key: 'nameAr', term: 'myData.nameAr', value: 'مريم سعيد المرزوقي' },
        {
          key: 'emiratesId',
          term: 'myData.emiratesId',
          value: '784-XXXX-XXXX567-1',
          ltr: true,
          spoken: 'myData.emiratesIdSpoken',
        },
        { key: 'nationality', term: 'myData.nationality', value: 'United Arab Emirates' },
        { key: 'dateOfBirth', term: 'myData.dateOfBirth', value: '12 April 1990' },
        { key: 'mobile', term: 'myData.mobile', value: '0501234567', ltr: true },
        { key: 'email', term: 'myData.email', value: 'mariam@example.com', ltr: true },
        { key: 'identitySource', term: 'myData.identitySource', value: 'myData.source.uaePass' },
        {
          key: 'verificationLevel',
          term: 'myData.verificationLevel',
          value: 'myData.level.advanced',
        },
      ],
    });
    const arabic = personalDataOf(profile, t, 'ar-AE');
    expect(arabic.name).toBe('مريم سعيد المرزوقي');
    // The article of المرزوقي is not an initial; a non-joiner keeps the two letters apart.
    expect(arabic.initials).toBe('م\u200cم');
    expect(arabic.facts.find((fact) => fact.key === 'nationality')?.value).toBe(
      'الإمارات العربية المتحدة',
    );
  });

  it('leaves out what is not known', () => {
    expect(
      personalDataOf(
        {
          firstName: { en: 'Mariam' },
          lastName: {},
          fullName: { en: 'Mariam' },
          nationality: {},
          identitySource: 'unknown',
          verificationLevel: 'unknown',
        },
        t,
        'ar-AE',
      ),
    ).toEqual({
      name: 'Mariam',
      initials: 'M',
      facts: [{ key: 'nameEn', term: 'myData.nameEn', value: 'Mariam' }],
    });
  });
});

describe('PersonalData', () => {
  it('shows the initials without a photo, the facts as a description list and the reasons', async () => {
    render(
      <PersonalData
        labels={labels}
        state={{ status: 'ready', data: personalDataOf(profile, t, 'en') }}
      />,
    );
    await expect.element(page.getByText('MM', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
    await expect.element(page.getByRole('term').getByText('myData.emiratesId')).toBeVisible();
    await expect
      .element(page.getByRole('definition').getByText('784-XXXX-XXXX567-1'))
      .toBeVisible();
    // Written left to right in an Arabic page too, so its groups keep their order.
    expect(page.getByText('784-XXXX-XXXX567-1').element().getAttribute('dir')).toBe('ltr');
    await expect.element(page.getByRole('heading', { name: 'myData.why.title' })).toBeVisible();
    await expect.element(page.getByText('myData.why.masked')).toBeVisible();
  });

  it('shows the photo with its text alternative when there is one', async () => {
    const photoSrc =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    render(
      <PersonalData
        labels={labels}
        state={{ status: 'ready', data: personalDataOf({ ...profile, photoSrc }, t, 'en') }}
      />,
    );
    await expect.element(page.getByRole('img', { name: 'myData.photo' })).toBeVisible();
    await expect.element(page.getByText('MM', { exact: true })).not.toBeInTheDocument();
  });

  it('says when nothing is known', async () => {
    render(<PersonalData labels={labels} state={{ status: 'ready', data: undefined }} />);
    await expect.element(page.getByText('myData.empty')).toBeVisible();
  });

  it('says a masked Emirates ID by the digits it shows, not as a row of X', async () => {
    const words = (key: string, values?: Readonly<Record<string, string | number | Date>>) =>
      key === 'myData.emiratesIdSpoken' && values
        ? `${String(values['start'])}, hidden digits, ending in ${String(values['end'])}`
        : key;
    const data = personalDataOf(profile, words, 'en');
    await render(
      <PersonalData state={{ status: 'ready', data }} labels={personalDataLabelsOf(words)} />,
    );
    const spoken = page.getByText('784, hidden digits, ending in 5 6 7 1');
    await expect.element(spoken).toBeInTheDocument();
    const shown = page.getByText('784-XXXX-XXXX567-1').element();
    expect(shown.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
