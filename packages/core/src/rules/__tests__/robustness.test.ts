import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as applications from '../applications';
import * as appointments from '../appointments';
import * as dayPicker from '../dayPicker';
import * as documents from '../documents';
import * as header from '../header';
import * as notifications from '../notifications';
import * as onboarding from '../onboarding';
import * as paging from '../paging';
import * as parking from '../parking';
import * as payments from '../payments';
import * as phone from '../phone';
import * as providers from '../providers';
import * as routing from '../routing';
import * as search from '../search';
import * as security from '../security';
import * as services from '../services';
import * as support from '../support';
import * as time from '../time';
import * as validation from '../validation';
import * as vehicles from '../vehicles';
import * as wallets from '../wallets';

const areas = {
  applications,
  appointments,
  dayPicker,
  documents,
  header,
  notifications,
  onboarding,
  paging,
  parking,
  payments,
  phone,
  providers,
  routing,
  search,
  security,
  services,
  support,
  time,
  validation,
  vehicles,
  wallets,
};
const functions = Object.entries(areas).flatMap(([area, exports]) =>
  Object.entries(exports)
    .filter(
      (entry): entry is [string, (...args: unknown[]) => unknown] => typeof entry[1] === 'function',
    )
    .map(([name, fn]) => [`${area}.${name}`, fn] as const),
);

// The values that break naive code: objects without a prototype (no toString), boxed primitives,
// strings that look like objects, bigints (JSON.stringify throws on them).
const hostileValue = fc.anything({
  withNullPrototype: true,
  withBoxedValues: true,
  withObjectString: true,
  withBigInt: true,
});

// Rules read data from servers, URLs and users. Whatever arrives, a rule answers or, for a
// developer's mistake (an empty id, a misconfigured origin), throws a RangeError naming the problem;
// never a TypeError from deep inside.
describe('every rule function', () => {
  it.each(functions)('%s answers or throws a RangeError, whatever the arguments', (_name, fn) => {
    fc.assert(
      fc.property(fc.array(hostileValue, { maxLength: 3 }), (args) => {
        try {
          fn(...args);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
        }
      }),
      { numRuns: 200 },
    );
  });
});
