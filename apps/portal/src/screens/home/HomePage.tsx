import { shellMessages } from '@portal/core';
import { usePageLocale } from '../../routes/usePageLocale';
import { useDocumentTitle } from '../../shell/useDocumentTitle';

/** The home page (SCREENS.md S2): its heading and introduction, until the hero and sections land. */
export function HomePage() {
  const locale = usePageLocale();
  const messages = shellMessages(locale);
  useDocumentTitle(undefined, messages.siteName);
  return (
    <>
      <h1 className="text-display font-bold">{messages.homeHeading}</h1>
      <p className="mt-4 max-w-prose text-body text-ink-muted">{messages.homeIntro}</p>
    </>
  );
}
