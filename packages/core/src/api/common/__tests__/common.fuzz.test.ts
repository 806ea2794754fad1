import { describe, it } from 'vitest';
import { FUZZ_TIMEOUT_MS, fuzzTarget, type FuzzTarget } from '../../../test/fuzzClient';
import { getCmsItem, getCmsPage, getCmsSpecificItems } from '../cms';
import { loadDraft, saveDraft } from '../drafts';
import { logClientError } from '../logClientError';
import { getServiceByGspPath, getServiceById } from '../services';
import { lockSession, unlockSession } from '../stayConnected';
import { uploadFile } from '../uploadFile';
import { sendWalletOtp, verifyWalletOtp } from '../walletOtp';

const service = {
  success: true,
  data: {
    id: 1,
    Title: 'T',
    Path: '/p',
    ServiceResponsibleEntity: { name: 'DGE' },
    OnlineService: true,
  },
};
const key = { serviceCode: 's', draftId: 'd' };

const targets: FuzzTarget[] = [
  {
    name: 'lockSession',
    sample: { data: { success: true } },
    run: (c, signal) => lockSession(c, { signal }),
  },
  {
    name: 'unlockSession',
    sample: { data: { error: false, failedPinAttempts: 0 } },
    run: (c, signal) => unlockSession(c, '1234', { signal }),
  },
  {
    name: 'logClientError',
    sample: { success: true },
    run: (c, signal) => logClientError(c, { error: 'x' }, { signal }),
  },
  {
    name: 'getServiceById',
    sample: service,
    run: (c, signal) => getServiceById(c, '1', { signal }),
  },
  {
    name: 'getServiceByGspPath',
    sample: service,
    run: (c, signal) => getServiceByGspPath(c, 'a/b', { signal }),
  },
  {
    name: 'getCmsPage',
    sample: { data: { Title: 'x' } },
    run: (c, signal) => getCmsPage(c, { pageGroup: 'a', pageName: 'b' }, { signal }),
  },
  {
    name: 'getCmsItem',
    sample: { data: { Title: 'x' } },
    run: (c, signal) => getCmsItem(c, 'i', { signal }),
  },
  {
    name: 'getCmsSpecificItems',
    sample: { data: [{ Title: 'x' }] },
    run: (c, signal) => getCmsSpecificItems(c, ['i'], { signal }),
  },
  {
    name: 'loadDraft',
    sample: { data: { form: { a: 1 }, savedAt: 'x' } },
    run: (c, signal) => loadDraft(c, key, { signal }),
  },
  {
    name: 'saveDraft',
    sample: { success: true, data: { savedAt: 'x' } },
    run: (c, signal) => saveDraft(c, key, {}, { signal }),
  },
  {
    name: 'uploadFile',
    sample: { success: true, data: { fileId: 'f', fileName: 'a.pdf', size: 3 } },
    run: (c, signal) =>
      uploadFile(c, new File(['abc'], 'a.pdf', { type: 'application/pdf' }), { signal }),
  },
  {
    name: 'sendWalletOtp',
    sample: { success: true, data: { expiresInSeconds: 60 } },
    run: (c, signal) => sendWalletOtp(c, { mobile: '0501234567' }, { signal }),
  },
  {
    name: 'verifyWalletOtp',
    sample: { success: true, data: { verified: true } },
    run: (c, signal) => verifyWalletOtp(c, { otpCode: '1234' }, { signal }),
  },
];

describe('common clients under hostile answers', () => {
  it.each(targets.map((target) => [target.name, target] as const))(
    '%s gives a value or a PortalError',
    async (_, target) => {
      await fuzzTarget(target);
    },
    FUZZ_TIMEOUT_MS,
  );
});
