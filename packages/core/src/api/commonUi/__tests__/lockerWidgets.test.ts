import { describe, expect, it } from 'vitest';
import { json } from '../../../test/stubFetch';
import { bodyOf, rejectionOf, testClient } from '../../../test/testClient';
import { findLockerDocument, getLockerDocuments } from '../lockerDocuments';
import { findSupportCase, getSupportCases } from '../supportCases';

const widgetData = '/api/proxy/journey-service-common/1.0/widgetData';

describe('getLockerDocuments', () => {
  it('asks the documents widget and reads path parts, words and dates (UAE days)', async () => {
    const { client, requests } = testClient(
      () =>
        json({
          success: true,
          data: {
            items: [
              {
                path: 'moi/doc-type-1/DOC-9000',
                title: 'Emirates ID',
                issuer: ' ICP ',
                number: 'DOC-9000',
                issueDate: '2023-01-20',
                expiryDate: '2027-01-20',
              },
              { path: 'moi/doc-type-8/DOC-9091', title: 'Family book', expiryDate: null },
            ],
          },
        }),
      { lang: 'ar' },
    );
    const documents = await getLockerDocuments(client);
    expect(requests[0]?.url.pathname).toBe(widgetData);
    expect(bodyOf(requests[0])).toEqual({ widgetId: 'documents', lang: 'ar' });
    expect(documents[0]).toEqual({
      path: ['moi', 'doc-type-1', 'DOC-9000'],
      title: 'Emirates ID',
      issuer: 'ICP',
      number: 'DOC-9000',
      issueDate: new Date('2023-01-20T00:00:00+04:00'),
      expiryDate: new Date('2027-01-20T00:00:00+04:00'),
    });
    expect(documents[1]).toMatchObject({ issuer: undefined, expiryDate: undefined });
    expect(findLockerDocument(documents, ['moi', 'doc-type-8', 'DOC-9091'])?.title).toBe(
      'Family book',
    );
    expect(findLockerDocument(documents, ['moi', 'doc-type-8', 'DOC-0000'])).toBeUndefined();
  });

  it('reads a widget with no content yet as no document', async () => {
    const { client } = testClient(() => json({ success: true, data: null }));
    await expect(getLockerDocuments(client)).resolves.toEqual([]);
  });

  it.each([
    [{ items: [{ path: 'moi/only-two', title: 'X' }] }, 'items.0.path'],
    [{ items: [{ path: 'a/b/c', title: 'X', expiryDate: 'soon' }] }, 'items.0.expiryDate'],
    [{ items: [{ path: 'a/b/c' }] }, 'items.0.title'],
    [{ items: 'none' }, 'items'],
  ])(
    'refuses content of another shape as invalid-response naming the field (%j)',
    async (data, field) => {
      const { client } = testClient(() => json({ success: true, data }));
      const error = await rejectionOf(getLockerDocuments(client));
      expect(error.kind).toBe('invalid-response');
      expect(error.call).toBe('commonUi.widgetData');
      expect(error.idempotent).toBe(true);
      expect(error.issues.join('\n')).toContain(`widget documents: data.${field}`);
    },
  );

  it('keeps a server failure as it came', async () => {
    const { client } = testClient(() => json({ message: 'Resting.' }, 503));
    const error = await rejectionOf(getLockerDocuments(client));
    expect(error.kind).toBe('http');
    expect(error.userMessage).toEqual({ type: 'server', text: 'Resting.' });
  });
});

describe('getSupportCases', () => {
  it('asks the supportCases widget and reads ids, status codes and dates', async () => {
    const { client, requests } = testClient(() =>
      json({
        success: true,
        data: {
          items: [
            {
              CaseID: 'CAS-48120',
              title: 'Payment deducted twice',
              statusCode: '3',
              status: 'Request for Information',
              createdOn: '2026-11-20T10:00:00Z',
            },
            { CaseID: 48127 },
          ],
        },
      }),
    );
    const cases = await getSupportCases(client);
    expect(bodyOf(requests[0])).toEqual({ widgetId: 'supportCases', lang: 'en' });
    expect(cases).toEqual([
      {
        caseId: 'CAS-48120',
        title: 'Payment deducted twice',
        statusCode: 3,
        statusText: 'Request for Information',
        createdOn: new Date('2026-11-20T10:00:00Z'),
      },
      {
        caseId: '48127',
        title: undefined,
        statusCode: undefined,
        statusText: undefined,
        createdOn: undefined,
      },
    ]);
    expect(findSupportCase(cases, '48127')?.caseId).toBe('48127');
    expect(findSupportCase(cases, 'CAS-0')).toBeUndefined();
  });

  it.each([
    [{ items: [{ title: 'No id' }] }, 'items.0.CaseID'],
    [{ items: [{ CaseID: 'C', statusCode: 'closed' }] }, 'items.0.statusCode'],
    [{ items: [{ CaseID: 'C', createdOn: 'yesterday' }] }, 'items.0.createdOn'],
  ])('refuses content of another shape as invalid-response (%j)', async (data, field) => {
    const { client } = testClient(() => json({ success: true, data }));
    const error = await rejectionOf(getSupportCases(client));
    expect(error.kind).toBe('invalid-response');
    expect(error.issues.join('\n')).toContain(`widget supportCases: data.${field}`);
  });
});
