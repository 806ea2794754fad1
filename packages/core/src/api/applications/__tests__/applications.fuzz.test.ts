import { describe, it } from 'vitest';
import { FUZZ_TIMEOUT_MS, fuzzTarget, type FuzzTarget } from '../../../test/fuzzClient';
import {
  getAppointmentById,
  getApplicationSla,
  getJourneyById,
  getSpaceStatistics,
} from '../applicationDetails';
import { getCombinedList, getJourneyList } from '../applicationLists';

const page = {
  success: true,
  data: {
    Items: [
      { EntityID: 'A', EntityStatusCode: 2, SlaDate: '2026-01-01', ApplicationType: 'DRAFT' },
    ],
    TotalCount: 1,
    Lookups: { ADGE: [{ Code: 'X' }] },
  },
};

const targets: FuzzTarget[] = [
  { name: 'getJourneyList', sample: page, run: (c, signal) => getJourneyList(c, {}, { signal }) },
  { name: 'getCombinedList', sample: page, run: (c, signal) => getCombinedList(c, {}, { signal }) },
  {
    name: 'getJourneyById',
    sample: { data: [{ InstanceID: 'J', JourneyStageOrder: 1 }] },
    run: (c, signal) => getJourneyById(c, 'J', { signal }),
  },
  {
    name: 'getAppointmentById',
    sample: {
      data: [
        {
          AppointmentID: 'A',
          AppointmentType: 200000040,
          Address: 'x',
          AppointmentStartDateTime: '2026-01-01T10:00:00Z',
        },
      ],
    },
    run: (c, signal) => getAppointmentById(c, 'A', { signal }),
  },
  {
    name: 'getApplicationSla',
    sample: { data: { SlaDate: '2026-01-01', SlaPercentage: 50 } },
    run: (c, signal) => getApplicationSla(c, { applicationId: 'A' }, { signal }),
  },
  {
    name: 'getSpaceStatistics',
    sample: { data: { total: 1, inProgress: 1, actionRequired: 0, completed: 0, delayed: 0 } },
    run: (c, signal) =>
      getSpaceStatistics(c, { spaceId: 's', spaceCode: 'c', spaceAuthority: 'a' }, { signal }),
  },
];

describe('applications clients under hostile answers', () => {
  it.each(targets.map((target) => [target.name, target] as const))(
    '%s gives a value or a PortalError',
    async (_, target) => {
      await fuzzTarget(target);
    },
    FUZZ_TIMEOUT_MS,
  );
});
