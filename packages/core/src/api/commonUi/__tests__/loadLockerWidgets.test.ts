import { describe, expect, it } from 'vitest';
import { PortalError } from '../../../client/PortalError';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import { loadLockerWidgets } from '../loadLockerWidgets';

const now = new Date('2026-11-26T10:00:00Z');

describe('loadLockerWidgets (SCREENS.md S3.1)', () => {
  it('reads the visible known widgets in their order and summarises each', async () => {
    const { client, requests } = testClient((request) => {
      if (request.url.pathname.endsWith('widgetList'))
        return json({
          data: [
            { widgetId: 'wallet', title: 'Toll wallet', order: 2, isVisible: true },
            { widgetId: 'weather', title: 'Weather', order: 0, isVisible: true },
            { widgetId: 'documents', title: 'Documents', order: 1, isVisible: null },
            { widgetId: 'supportCases', title: 'Cases', order: 3, isVisible: false },
          ],
        });
      return json({
        data: { items: [{}, {}], wallets: [{ balance: 5, walletStatus: 'KYC Expired' }] },
      });
    });
    const widgets = await loadLockerWidgets(client, { locale: 'en', now });
    expect(widgets.map((widget) => [widget.id, widget.title])).toEqual([
      ['documents', 'Documents'],
      ['wallet', 'Toll wallet'],
    ]);
    expect(widgets[1]?.kycExpired).toBe(true);
    // Only the two shown widgets' data is asked for.
    expect(requests.slice(1).map((request) => bodyOf(request))).toEqual([
      { widgetId: 'documents', lang: 'en' },
      { widgetId: 'wallet', lang: 'en' },
    ]);
  });

  it('leaves out a widget whose data fails and keeps the others', async () => {
    const { client } = testClient((request) => {
      if (request.url.pathname.endsWith('widgetList'))
        return json({ data: [{ widgetId: 'documents' }, { widgetId: 'spotlights' }] });
      return (bodyOf(request) as { widgetId?: string }).widgetId === 'documents'
        ? json({ message: 'Down' }, 503)
        : json({ data: { unread: 2 } });
    });
    const widgets = await loadLockerWidgets(client, { locale: 'ar-AE', now });
    expect(widgets.map((widget) => widget.id)).toEqual(['spotlights']);
  });

  it('fails with a typed error when the list cannot be read', async () => {
    const { client } = testClient(() => json({ message: 'Widgets are resting.' }, 503));
    const error = await rejectionOf(loadLockerWidgets(client, { locale: 'en', now }));
    expect(error).toBeInstanceOf(PortalError);
  });
});
