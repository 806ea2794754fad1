import { describe, it } from 'vitest';
import { FUZZ_TIMEOUT_MS, fuzzTarget, type FuzzTarget } from '../../../test/fuzzClient';
import { discardDraft } from '../discardDraft';
import { getNotificationCount } from '../getNotificationCount';
import { getNotifications } from '../getNotifications';
import { markNotificationRead } from '../markNotificationRead';
import { getWidgetData, listWidgets, upsertWidget } from '../widgets';

const targets: FuzzTarget[] = [
  {
    name: 'getNotificationCount',
    sample: { success: true, data: { BellsCount: 3 } },
    run: (c, signal) => getNotificationCount(c, {}, { signal }),
  },
  {
    name: 'getNotifications',
    sample: {
      success: true,
      data: [
        {
          BellNotificationID: 1,
          type: 'payment',
          Title: 't',
          Message: 'm',
          ActionURL_EN: '/x',
          BellStatus: 0,
        },
      ],
    },
    run: (c, signal) => getNotifications(c, {}, { signal }),
  },
  {
    name: 'markNotificationRead',
    sample: { success: true },
    run: (c, signal) => markNotificationRead(c, '1', { signal }),
  },
  {
    name: 'discardDraft',
    sample: { success: true },
    run: (c, signal) => discardDraft(c, 'A', { signal }),
  },
  {
    name: 'listWidgets',
    sample: { data: [{ widgetId: 'w', title: 't', order: 1, isVisible: true }] },
    run: (c, signal) => listWidgets(c, { signal }),
  },
  {
    name: 'getWidgetData',
    sample: { data: { a: 1 } },
    run: (c, signal) => getWidgetData(c, 'w', { signal }),
  },
  {
    name: 'upsertWidget',
    sample: { success: true },
    run: (c, signal) => upsertWidget(c, { widgetId: 'w', data: {} }, { signal }),
  },
];

describe('commonUi clients under hostile answers', () => {
  it.each(targets.map((target) => [target.name, target] as const))(
    '%s gives a value or a PortalError',
    async (_, target) => {
      await fuzzTarget(target);
    },
    FUZZ_TIMEOUT_MS,
  );
});
