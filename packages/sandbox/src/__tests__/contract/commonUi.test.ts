import {
  discardDraft,
  getNotificationCount,
  getLockerDocuments,
  getNotifications,
  getSupportCases,
  getWidgetData,
  listWidgets,
  markNotificationRead,
  notificationCountCall,
  upsertWidget,
} from '@portal/core/api/commonUi';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../support/failureOf';
import { clientFor, postJson, testSandbox } from '../support/sandboxClient';

const identity = { uuid: 'UID-SANDBOX-000001' };

describe('commonUi against the sandbox', () => {
  it('counts the seeded unread notifications, and all of them when asked', async () => {
    const client = clientFor(testSandbox());
    const unread = await getNotificationCount(client);
    const all = await getNotificationCount(client, { status: [0, 1, 2] });
    expect(all).toBe(18);
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThan(all);
  });

  it('gives the same world for the same seed', async () => {
    const a = await getNotificationCount(clientFor(testSandbox({ seed: 5 })));
    const b = await getNotificationCount(clientFor(testSandbox({ seed: 5 })));
    expect(a).toBe(b);
  });

  it('lists notifications of every type, in the client language, paged', async () => {
    const app = testSandbox();
    const english = await getNotifications(clientFor(app), { pageSize: 100 });
    expect(new Set(english.map((n) => n.type))).toEqual(
      new Set([
        'application',
        'payment',
        'document',
        'support',
        'case',
        'documentAuth',
        'recurringPayment',
        'spotlight',
        'external',
      ]),
    );
    const arabic = await getNotifications(clientFor(app, { lang: 'ar' }), { pageSize: 5 });
    expect(arabic).toHaveLength(5);
    expect(arabic[0]?.title).toMatch(/[\u0600-\u06ff]/);
    const second = await getNotifications(clientFor(app), { pageSize: 5, page: 2 });
    expect(second.map((n) => n.id)).toEqual(english.slice(5, 10).map((n) => n.id));
  });

  it('splits the bell tabs into actions and activities', async () => {
    const client = clientFor(testSandbox());
    const actions = await getNotifications(client, { types: ['actionRequired'], pageSize: 100 });
    const activities = await getNotifications(client, { types: ['activities'], pageSize: 100 });
    expect(actions.length + activities.length).toBe(18);
    expect(
      actions.every((n) => ['application', 'payment', 'documentAuth', 'case'].includes(n.type)),
    ).toBe(true);
  });

  it('marks a notification read: the unread count drops by one', async () => {
    const client = clientFor(testSandbox());
    const before = await getNotificationCount(client);
    const unread = (await getNotifications(client, { pageSize: 100 })).find((n) => n.status !== 2);
    await markNotificationRead(client, unread?.id ?? '');
    expect(await getNotificationCount(client)).toBe(before - 1);
  });

  it('refuses to mark an unknown notification with a 404', async () => {
    const client = clientFor(testSandbox());
    await expect(markNotificationRead(client, 'bn-9999')).rejects.toMatchObject({ status: 404 });
  });

  it('discards a draft: it is gone, and a second discard fails', async () => {
    const client = clientFor(testSandbox(), { identity });
    const outcome = await discardDraft(client, 'app-0012');
    expect(outcome).toEqual({ ok: true });
    const again = await discardDraft(client, 'app-0012');
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.status).toBe(404);
  });

  it('refuses to discard a submitted application', async () => {
    const outcome = await discardDraft(clientFor(testSandbox(), { identity }), 'app-0001');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.error.userMessage).toEqual({
        type: 'server',
        text: expect.stringMatching(/only drafts/),
      });
  });

  it('lists widgets in order, stores widget data and shows it back', async () => {
    const client = clientFor(testSandbox(), { lang: 'ar' });
    const widgets = await listWidgets(client);
    expect(widgets.map((w) => w.widgetId)).toEqual([
      'applications',
      'payments',
      'documents',
      'appointments',
      'spotlights',
      'wallet',
      'supportCases',
    ]);
    expect(widgets[0]?.title).toMatch(/[\u0600-\u06ff]/);
    expect(await getWidgetData(client, 'payments')).toHaveProperty('dueAccounts');
    expect(
      await upsertWidget(client, {
        widgetId: 'payments',
        data: { collapsed: true },
        order: 9,
        isVisible: false,
      }),
    ).toBe(true);
    expect(await getWidgetData(client, 'payments')).toEqual({ collapsed: true });
    const after = await listWidgets(client);
    expect(after.at(-1)).toMatchObject({ widgetId: 'payments', order: 9, isVisible: false });
  });

  it('shows the seeded documents across the expiry window and support cases in every status through their widgets', async () => {
    const client = clientFor(testSandbox(), { lang: 'ar' });
    const documents = (await getWidgetData(client, 'documents'))['items'] as Array<{
      expiryDate: string | null;
      title: string;
    }>;
    expect(documents).toHaveLength(8);
    expect(documents.some((d) => d.expiryDate === null)).toBe(true);
    expect(documents.some((d) => (d.expiryDate ?? '9') < '2025-11-01')).toBe(true);
    expect(documents[0]?.title).toMatch(/[\u0600-\u06ff]/);
    const cases = (await getWidgetData(client, 'supportCases'))['items'] as Array<{
      statusCode: number;
    }>;
    expect(cases.map((c) => c.statusCode)).toEqual([1, 2, 3, 4, 5, 6, 100000015]);
    await expect(getWidgetData(client, 'nothing')).rejects.toMatchObject({ status: 404 });
  });

  it("reads as core's typed documents and support cases, with the details the detail pages show", async () => {
    const client = clientFor(testSandbox());
    const documents = await getLockerDocuments(client);
    expect(documents).toHaveLength(8);
    expect(documents[0]).toMatchObject({
      path: ['moi', 'doc-type-1', 'DOC-9000'],
      title: 'Emirates ID',
      number: 'DOC-9000',
    });
    expect(documents.every((d) => d.issuer !== undefined && d.issueDate instanceof Date)).toBe(
      true,
    );
    expect(documents.filter((d) => d.expiryDate === undefined)).toHaveLength(1);
    const cases = await getSupportCases(client);
    expect(cases.map((c) => c.caseId)).toContain('CAS-48134');
    expect(cases.every((c) => c.createdOn instanceof Date)).toBe(true);
  });

  it('refuses a malformed request with a 400 whose message names the problem', async () => {
    const response = await postJson(
      testSandbox(),
      '/api/proxy/journey-service-common/1.0/notifications/count',
      { status: 'unread' },
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^Invalid request to commonUi\.notificationCount: status: /);
  });

  it('answers an unknown endpoint with a 404 that names it', async () => {
    const error = await failureOf(
      clientFor(testSandbox()).send(
        { ...notificationCountCall, path: '/api/nowhere' },
        { request: { status: [0] } },
      ),
    );
    expect(error.status).toBe(404);
    expect(error.userMessage).toEqual({
      type: 'server',
      text: 'The sandbox has no endpoint POST /api/nowhere.',
    });
  });
});
