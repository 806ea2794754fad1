import { PortalError } from '@portal/core/client';

/** The PortalError a call rejects with; fails the test if the call succeeds or rejects with anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<PortalError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PortalError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}
