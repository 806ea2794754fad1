import { shellMessages, type PortalLocale } from '@portal/core';
import { TestDataTag } from '@portal/ui';
import { useAnswersFromSandbox } from '../../platform/testData/sandboxMarker';

/** The "test data" tag, once an answer of this page came from the sandbox. */
export function TestDataArea({ locale }: { readonly locale: PortalLocale }) {
  const fromSandbox = useAnswersFromSandbox();
  if (!fromSandbox) return null;
  const { testData } = shellMessages(locale);
  return <TestDataTag label={testData.tag} description={testData.description} />;
}
