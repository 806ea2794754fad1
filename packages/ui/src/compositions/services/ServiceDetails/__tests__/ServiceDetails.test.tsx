import type { PortalService } from '@portal/core/api/common';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { ServiceDetails, type ServiceDetailsLabels } from '../ServiceDetails';
import { serviceDetailsViewOf } from '../../views/serviceDetails';

const labels: ServiceDetailsLabels = {
  offeredBy: 'Offered by',
  audiences: 'Who can use it',
  requirements: 'Requirements',
  documents: 'Required documents',
  fees: 'Fees',
  feesNone: 'No fees.',
  steps: 'Steps',
  duration: 'How long it takes',
  channels: 'Where to apply',
  related: 'Related services',
  start: {
    online: 'Start the service',
    external: 'opens another website in a new tab',
    app: 'Get the app to start',
    appNote: 'Only in the app.',
    signIn: 'Sign in to start',
    signInNote: 'Sign in first.',
    none: 'Not online.',
  },
  loading: 'Loading the service',
  notFound: 'No such service.',
  retry: 'Try again',
  retrying: 'Trying again',
};

const words: Record<string, string> = {
  'common.currencyAmount': 'AED {amount}',
  'service.audience.individual': 'Individuals',
  'service.audience.emirati': 'UAE nationals',
  'service.audience.expat': 'Residents',
  'service.channel.online': 'Online',
  'service.channel.phone': 'Phone',
  'service.start.externalNote': 'You will continue on the website of {entity}.',
};
const t = (key: string, values: Record<string, string | number> = {}) =>
  (words[key] ?? key).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const ORIGIN = 'https://www.portal.example';
const SITE = 'https://dmt.sandbox.portal.example';

const service: PortalService = {
  ServiceShortName: 'Renew a pet licence',
  Description: 'Renew online.',
  Path: 'services/dmt/environment/renew-a-pet-licence',
  ServiceResponsibleEntity: { name: 'Department of Municipalities and Transport' },
  Bundle: 'individual',
  Persona: 'emirati,expat,robot',
  Requirements: ['A valid Emirates ID'],
  RequiredDocuments: ['Emirates ID'],
  Fees: [
    { Label: 'Service fee', Amount: 1250 },
    { Label: '', Amount: 5 },
  ],
  Steps: ['Fill in', 'Pay'],
  Duration: '1 working day',
  Channels: [
    { Type: 'online', Text: 'On the website' },
    { Type: 'fax', Text: 'Fax us' },
    { Type: 'phone', Text: 'Call 800 555' },
  ],
  RelatedServices: [
    { Name: 'Issue a pet licence', Path: 'services/dmt/environment/issue-a-pet-licence' },
    { Name: 'Broken', Path: 'services/only-two' },
  ],
  StartUrl: `${SITE}/apply/renew-a-pet-licence?lang=en`,
  MobileAppOnly: false,
  RequiresSignIn: true,
  OnlineService: true,
};

const context = (signedIn: boolean, onOpenApp = () => undefined) => ({
  locale: 'en' as const,
  signedIn,
  onOpenApp,
  origin: ORIGIN,
  allowedOrigins: [SITE],
});

describe('serviceDetailsViewOf', () => {
  it('keeps the audiences, fees, channels and related services it can say and link', () => {
    const view = serviceDetailsViewOf(t, service, context(true));
    expect(view.audiences).toEqual(['Individuals', 'UAE nationals', 'Residents']);
    expect(view.fees).toEqual([{ label: 'Service fee', amount: 'AED 1,250.00' }]);
    expect(view.channels.map((channel) => channel.type)).toEqual(['online', 'phone']);
    expect(view.related).toEqual([
      { name: 'Issue a pet licence', href: '/en/services/dmt/environment/issue-a-pet-licence' },
    ]);
    expect(view.start).toEqual({
      kind: 'online',
      href: `${SITE}/apply/renew-a-pet-licence?lang=en`,
      leavesPortal: true,
      note: 'You will continue on the website of Department of Municipalities and Transport.',
    });
  });

  it('asks a visitor to sign in, back to this page', () => {
    expect(serviceDetailsViewOf(t, service, context(false)).start).toEqual({
      kind: 'signIn',
      href: '/login?redirectUrl=%2Fen%2Fservices%2Fdmt%2Fenvironment%2Frenew-a-pet-licence',
    });
  });
});

describe('ServiceDetails', () => {
  it('draws the service with a start link that says it leaves the portal', async () => {
    render(
      <ServiceDetails
        labels={labels}
        state={{ status: 'ready', data: serviceDetailsViewOf(t, service, context(true)) }}
      />,
    );
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Renew a pet licence' }))
      .toBeVisible();
    const start = page.getByRole('link', {
      name: 'Start the service (opens another website in a new tab)',
    });
    await expect.element(start).toHaveAttribute('target', '_blank');
    await expect.element(start).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(page.getByText('AED 1,250.00')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Issue a pet licence' }))
      .toHaveAttribute('href', '/en/services/dmt/environment/issue-a-pet-licence');
    await expect.element(page.getByRole('region', { name: 'Steps' })).toBeVisible();
  });

  it('opens the app for an app-only service', async () => {
    const onOpenApp = vi.fn();
    render(
      <ServiceDetails
        labels={labels}
        state={{
          status: 'ready',
          data: serviceDetailsViewOf(
            t,
            { ...service, MobileAppOnly: true },
            context(false, onOpenApp),
          ),
        }}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Get the app to start' }));
    expect(onOpenApp).toHaveBeenCalledTimes(1);
  });

  it('says "no fees" and "not online" for a free information service, and draws the not-found state', async () => {
    const screen = await render(
      <ServiceDetails
        labels={labels}
        state={{
          status: 'ready',
          data: serviceDetailsViewOf(
            t,
            { ...service, Fees: [], OnlineService: false },
            context(true),
          ),
        }}
      />,
    );
    await expect.element(page.getByText('No fees.')).toBeVisible();
    await expect.element(page.getByText('Not online.')).toBeVisible();
    await screen.rerender(
      <ServiceDetails labels={labels} state={{ status: 'ready', data: undefined }} />,
    );
    await expect.element(page.getByText('No such service.')).toBeVisible();
    expect(page.getByRole('heading', { level: 1 }).elements()).toHaveLength(0);
  });
});
