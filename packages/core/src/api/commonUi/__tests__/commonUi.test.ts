import { describe, expect, it, vi } from 'vitest';
import { PortalError } from '../../../client/PortalError';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import { discardDraft } from '../discardDraft';
import { HEADER_NOTIFICATIONS_PAGE_SIZE, getNotifications } from '../getNotifications';
import { markNotificationRead } from '../markNotificationRead';
import { getWidgetData, listWidgets, upsertWidget } from '../widgets';

const base = '/api/proxy/journey-service-common/1.0';

describe('getNotifications', () => {
  it('POSTs actionable, page size 10, offset 0, lang, sort ASC, Version 2.0 by default', async () => {
    const { client, requests } = testClient(() => json({ success: true, data: [] }));
    await expect(getNotifications(client)).resolves.toEqual([]);
    expect(requests[0]?.url.pathname).toBe(`${base}/notifications`);
    expect(bodyOf(requests[0])).toEqual({
      types: ['actionable'],
      pageSize: 10,
      pageOffset: 0,
      lang: 'en',
      sort: 'ASC',
      Version: '2.0',
    });
  });

  it('asks for a later page of the header tabs and normalises both spellings', async () => {
    const { client, requests } = testClient(
      () =>
        json({
          data: [
            {
              BellNotificationID: 7,
              NotificationType: 'Payment',
              Title: 'Paid',
              Message: 'Done',
              ActionURL_AR: '/ar/x',
              ActionURL_EN: '/en/x',
              TxnCode: 'T1',
              BellStatus: 0,
              extra: 1,
            },
            {
              type: 'brandNewKind',
              Message_AR: 'مرحبا',
              URL: '/fallback',
              CreateDate: '2026-01-01',
              Status: '1',
            },
          ],
        }),
      { lang: 'ar' },
    );
    const page = await getNotifications(client, {
      types: ['activities', 'actionRequired'],
      page: 2,
      pageSize: HEADER_NOTIFICATIONS_PAGE_SIZE,
      notificationType: 'payment',
    });
    expect(bodyOf(requests[0])).toMatchObject({
      types: ['activities', 'actionRequired'],
      pageSize: 15,
      pageOffset: 15,
      NotificationType: 'payment',
      lang: 'ar',
    });
    expect(page[0]).toMatchObject({
      id: '7',
      type: 'payment',
      title: 'Paid',
      message: 'Done',
      actionUrl: '/ar/x',
      txnCode: 'T1',
      status: 0,
    });
    expect(page[1]).toMatchObject({
      type: 'unknown',
      message: 'مرحبا',
      actionUrl: '/fallback',
      date: '2026-01-01',
      status: 1,
    });
  });

  it('refuses page 0 without sending', async () => {
    const { client, requests } = testClient(() => json({ data: [] }));
    const error = await rejectionOf(getNotifications(client, { page: 0 }));
    expect(error).toBeInstanceOf(PortalError);
    expect((error as PortalError).kind).toBe('invalid-request');
    expect(requests).toHaveLength(0);
  });

  it('reads a null list as empty', async () => {
    const { client } = testClient(() => json({ data: null }));
    await expect(getNotifications(client)).resolves.toEqual([]);
  });
});

describe('markNotificationRead', () => {
  it('POSTs the BellNotificationID and reads the outcome', async () => {
    const { client, requests } = testClient(() => json({ success: true }));
    await expect(markNotificationRead(client, '42')).resolves.toBe(true);
    expect(requests[0]?.url.pathname).toBe(`${base}/notifications/updateRead`);
    expect(bodyOf(requests[0])).toEqual({ BellNotificationID: '42' });
  });

  it('resolves false on success:false and true on an empty 204', async () => {
    await expect(
      markNotificationRead(testClient(() => json({ success: false })).client, '1'),
    ).resolves.toBe(false);
    await expect(
      markNotificationRead(testClient(() => new Response(null, { status: 204 })).client, '1'),
    ).resolves.toBe(true);
  });
});

describe('discardDraft', () => {
  it('POSTs UUID and applicationId and resolves ok', async () => {
    const { client, requests } = testClient(() => json({ success: true }));
    await expect(discardDraft(client, 'APP-1')).resolves.toEqual({ ok: true });
    expect(requests[0]?.url.pathname).toBe(`${base}/discardDraft`);
    expect(bodyOf(requests[0])).toEqual({ UUID: 'user-1', applicationId: 'APP-1' });
  });

  it('resolves a failure with the server message on success:false and reports it', async () => {
    const onError = vi.fn();
    const { client } = testClient(() => json({ success: false, message: 'Draft is locked' }), {
      onError,
    });
    const outcome = await discardDraft(client, 'APP-1');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.error.userMessage).toEqual({ type: 'server', text: 'Draft is locked' });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('resolves a failure on HTTP 500 and without a signed-in user', async () => {
    expect((await discardDraft(testClient(() => json({}, 500)).client, 'A')).ok).toBe(false);
    const { client, requests } = testClient(() => json({ success: true }), { identity: undefined });
    const outcome = await discardDraft(client, 'A');
    expect(outcome.ok === false && outcome.error.issues).toEqual([
      'identity.uuid: a signed-in user is required',
    ]);
    expect(requests).toHaveLength(0);
  });

  it('rethrows an abort instead of showing a failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client } = testClient(() => json({ success: true }));
    const error = await rejectionOf(discardDraft(client, 'A', { signal: controller.signal }));
    expect((error as PortalError).kind).toBe('aborted');
  });
});

describe('widgets', () => {
  it('lists, reads and upserts widgets', async () => {
    const { client, requests } = testClient((request) => {
      if (request.url.pathname.endsWith('widgetList'))
        return json({ data: [{ widgetId: 3, title: 'Bills', order: '1', isVisible: null }] });
      if (request.url.pathname.endsWith('widgetData')) return json({ data: null });
      return json({ success: true });
    });
    await expect(listWidgets(client)).resolves.toEqual([
      { widgetId: '3', title: 'Bills', order: 1, isVisible: null },
    ]);
    await expect(getWidgetData(client, 'bills')).resolves.toEqual({});
    await expect(
      upsertWidget(client, { widgetId: 'bills', data: { pinned: true }, order: 2 }),
    ).resolves.toBe(true);
    expect(requests.map((request) => request.url.pathname)).toEqual([
      `${base}/widgetList`,
      `${base}/widgetData`,
      `${base}/widgetUpsert`,
    ]);
    expect(bodyOf(requests[0])).toEqual({ lang: 'en' });
    expect(bodyOf(requests[1])).toEqual({ widgetId: 'bills', lang: 'en' });
    expect(bodyOf(requests[2])).toEqual({ widgetId: 'bills', data: { pinned: true }, order: 2 });
  });
});
