import { amountDueOf } from './linkedAccounts';
import type { Language } from './text';
import type { SandboxWorld } from './world';

/**
 * What each dashboard widget shows before the user stores anything of their own (widgetData answers
 * it; widgetUpsert replaces it). The spec gives widgets no fields (spec 000 §3), so this is where the
 * seeded documents, support cases and appointments reach the locker: through the widget that shows them.
 */
export function seededWidgetContent(
  world: SandboxWorld,
  widgetId: string,
  language: Language,
  now: Date,
): Record<string, unknown> | undefined {
  switch (widgetId) {
    case 'applications':
      return {
        total: world.applications.filter((a) => a.ApplicationType !== 'DRAFT').length,
        drafts: world.applications.filter((a) => a.ApplicationType === 'DRAFT').length,
        actionRequired: world.applications.filter((a) => a.EntityStatusCode === 2).length,
      };
    case 'payments':
      return {
        dueAccounts: world.linkedAccounts
          .filter((a) => amountDueOf(a) > 0)
          .map((a) => ({
            id: a.id,
            providerCode: a.providerCode,
            nickname: a.nickname,
            dueAmount: amountDueOf(a),
          })),
      };
    case 'documents':
      return {
        items: world.documents.map((d) => ({
          path: d.path.join('/'),
          title: d.title[language],
          issuer: d.issuer[language],
          number: d.number,
          issueDate: d.issueDate,
          expiryDate: d.expiryDate ?? null,
        })),
      };
    case 'appointments':
      return {
        items: world.appointments
          .filter((a) => a.AppointmentStartDateTime >= now.toISOString())
          .map((a) => ({
            AppointmentID: a.AppointmentID,
            subject: a.Subject[language],
            AppointmentStartDateTime: a.AppointmentStartDateTime,
          })),
      };
    case 'spotlights':
      // The widget counts what the locker's spotlights list shows: the dashboard's, not the bell's.
      return {
        unread: world.spotlights.filter((s) => s.placement === 'dashboard' && s.status === 'unread')
          .length,
      };
    case 'wallet':
      return {
        wallets: world.tollWallet.wallets.map((w) => ({
          walletId: w.walletId,
          name: w.name,
          balance: w.balance,
          walletStatus: w.walletStatus,
        })),
      };
    case 'supportCases':
      return {
        items: world.supportCases.map((s) => ({
          CaseID: s.CaseID,
          title: s.Title[language],
          statusCode: s.StatusCode,
          status: s.StatusLabel[language],
          createdOn: s.CreatedOn,
        })),
      };
    default:
      return undefined;
  }
}
