import {
  discardDraftCall,
  notificationCountCall,
  notificationReadCall,
  notificationsCall,
  widgetDataCall,
  widgetListCall,
  widgetUpsertCall,
} from '@portal/core/api/commonUi';
import { type CallRouter } from '../http/callRouter';
import { refuse } from '../http/refuse';
import { NOT_FOUND_REFUSALS } from '../refusals/notFound';
import { BUSINESS_REFUSALS } from '../refusals/business';
import type { SandboxNotification } from '../state/notifications';
import { seededWidgetContent } from '../state/widgetContent';
import type { Language } from '../state/text';

const WIDGET_TITLES: Readonly<Record<string, { en: string; ar: string }>> = {
  applications: { en: 'Applications in progress', ar: 'الطلبات قيد التنفيذ' },
  payments: { en: 'Payments due', ar: 'المدفوعات المستحقة' },
  documents: { en: 'My documents', ar: 'مستنداتي' },
  appointments: { en: 'Upcoming appointments', ar: 'المواعيد القادمة' },
  spotlights: { en: 'Spotlights', ar: 'أبرز المستجدات' },
  wallet: { en: 'Toll wallet', ar: 'محفظة رسوم الطرق' },
  supportCases: { en: 'Support cases', ar: 'طلبات الدعم' },
};

/**
 * A notification on the wire, in one language. Actions carry Title/Message/InfoDate/BellStatus;
 * activities carry Message_EN/Message_AR/CreateDate/Status as well (spec 001 §3), so either tab reads it.
 */
function toWire(notification: SandboxNotification, language: Language) {
  return {
    BellNotificationID: notification.BellNotificationID,
    NotificationType: notification.NotificationType,
    type: notification.NotificationType,
    Title: notification.Title[language],
    Message: notification.Message[language],
    Message_EN: notification.Message.en,
    Message_AR: notification.Message.ar,
    InfoDate: notification.InfoDate,
    CreateDate: notification.InfoDate,
    BellStatus: notification.BellStatus,
    // Activities read Status: 0 and 1 are new, like BellStatus (spec 001 §4).
    Status: notification.BellStatus,
    ActionURL_EN: notification.ActionURL_EN ?? null,
    ActionURL_AR: notification.ActionURL_AR ?? null,
    URL: notification.URL ?? null,
    CaseID: notification.CaseID ?? null,
    TxnCode: notification.TxnCode ?? null,
    ADGEID: notification.ADGEID ?? null,
  };
}

/** Common UI service (spec 000 §7): notifications, bell count, read state, draft discard, widgets. */
export function registerCommonUiRoutes(router: CallRouter): void {
  router.answer(notificationCountCall, (c, request) => {
    const statuses = new Set(request.status);
    const count = c.var.world.notifications.filter((n) => statuses.has(n.BellStatus)).length;
    return c.json({ success: true, data: { BellsCount: count } });
  });

  router.answer(notificationsCall, (c, request) => {
    const types = new Set(request.types);
    const matching = c.var.world.notifications
      .filter((n) => types.has('actionable') || types.has(n.category))
      .filter(
        (n) =>
          request.NotificationType === undefined || n.NotificationType === request.NotificationType,
      )
      .sort((a, b) => a.InfoDate.localeCompare(b.InfoDate));
    const page = matching.slice(request.pageOffset, request.pageOffset + request.pageSize);
    return c.json({ success: true, data: page.map((n) => toWire(n, request.lang)) });
  });

  router.answer(notificationReadCall, (c, request) => {
    const id = String(request.BellNotificationID);
    const notification = c.var.world.notifications.find((n) => n.BellNotificationID === id);
    if (!notification) return refuse(c, 404, NOT_FOUND_REFUSALS.notification(String(id)));
    notification.BellStatus = 2;
    return c.json({ success: true });
  });

  router.answer(discardDraftCall, (c, request) => {
    const world = c.var.world;
    const item = world.applications.find((a) => a.EntityID === request.applicationId);
    if (!item) return refuse(c, 404, NOT_FOUND_REFUSALS.draft(request.applicationId));
    if (item.ApplicationType !== 'DRAFT') {
      return refuse(c, 409, BUSINESS_REFUSALS.onlyDraftsDiscarded);
    }
    world.applications = world.applications.filter((a) => a !== item);
    return c.json({ success: true });
  });

  router.answer(widgetListCall, (c, request) => {
    const widgets = [...c.var.world.widgets].sort((a, b) => a.order - b.order);
    return c.json({
      success: true,
      data: widgets.map((w) => ({
        widgetId: w.widgetId,
        title: WIDGET_TITLES[w.widgetId]?.[request.lang] ?? w.widgetId,
        order: w.order,
        isVisible: w.visible,
      })),
    });
  });

  router.answer(widgetDataCall, (c, request) => {
    const world = c.var.world;
    if (
      !world.widgets.some((w) => w.widgetId === request.widgetId) &&
      !world.widgetData.has(request.widgetId)
    ) {
      return refuse(c, 404, NOT_FOUND_REFUSALS.widget(String(request.widgetId)));
    }
    const content =
      world.widgetData.get(request.widgetId) ??
      seededWidgetContent(world, request.widgetId, request.lang, c.var.now());
    return c.json({ success: true, data: content ?? null });
  });

  router.answer(widgetUpsertCall, (c, request) => {
    const world = c.var.world;
    world.widgetData.set(request.widgetId, request.data);
    let widget = world.widgets.find((w) => w.widgetId === request.widgetId);
    if (!widget) {
      widget = {
        widgetId: request.widgetId,
        order: world.widgets.length + 1,
        visible: true,
        settings: {},
      };
      world.widgets.push(widget);
    }
    if (request.order !== undefined) widget.order = request.order;
    if (request.isVisible !== undefined) widget.visible = request.isVisible;
    return c.json({ success: true });
  });
}
