import { describe, it } from 'vitest';
import { FUZZ_TIMEOUT_MS, fuzzTarget } from '../../../test/fuzzClient';
import { tollCases } from './tollWallet.cases';

describe('toll wallet clients under hostile answers', () => {
  it.each(tollCases.map((tollCase) => [tollCase.name, tollCase] as const))(
    '%s gives a value or a PortalError',
    async (_, tollCase) => {
      await fuzzTarget({
        name: tollCase.name,
        sample: tollCase.sample,
        run: (client, signal) => tollCase.run(client, signal),
      });
    },
    FUZZ_TIMEOUT_MS,
  );
});
