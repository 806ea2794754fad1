import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../styles.css';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { Dialog } from '../../components/Dialog';
import { ErrorState } from '../../components/ErrorState';
import { ExternalLink } from '../../components/ExternalLink';
import { NotificationBell } from '../../components/NotificationBell';
import { Pagination } from '../../components/Pagination';
import { PinInput } from '../../components/PinInput';
import { Stepper } from '../../components/Stepper';
import { TextArea } from '../../components/TextArea';
import { UiProvider } from '../UiProvider';

/** A modal dialog hides the rest of the page from assistive technology: it gets a render of its own. */
function OpenDialog() {
  return (
    <Dialog open title="Details">
      Body
    </Dialog>
  );
}

/*
 * A consumer writes no label to get a named component (issue U): the components' own words come
 * from the provider's locale through core's catalogues, a provider's `words` replace them, and a
 * component's own prop wins over both.
 */
function Components() {
  return (
    <>
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Bills' }]} />
      <NotificationBell count={3} />
      <Pagination pageCount={4} defaultPage={2} />
      <PinInput label="PIN" />
      <Stepper stepCount={4} currentStep={2} />
      <TextArea aria-label="Message" characterLimit={500} defaultValue="Hello" />
      <ExternalLink href="https://example.org/">Example</ExternalLink>
      <ErrorState message="Something went wrong" onRetry={() => {}} />
    </>
  );
}

const digitNames = () =>
  [...document.querySelectorAll('[data-slot="pin-input-digit"]')].map((box) =>
    box.getAttribute('aria-label'),
  );

describe('UiProvider words', () => {
  it('names every component in Arabic from core’s catalogues, with no label written', async () => {
    await render(
      <UiProvider dir="rtl" locale="ar-AE">
        <Components />
      </UiProvider>,
    );
    await expect.element(page.getByRole('navigation', { name: 'مسار التنقل' })).toBeInTheDocument();
    await expect
      .element(page.getByRole('button', { name: 'الإشعارات، 3 إشعارات غير مقروءة' }))
      .toBeInTheDocument();
    await expect.element(page.getByRole('navigation', { name: 'الصفحات' })).toBeInTheDocument();
    await expect.element(page.getByText('الصفحة السابقة')).toBeInTheDocument();
    await expect.element(page.getByText('الصفحة التالية')).toBeInTheDocument();
    expect(digitNames()).toEqual(['الرقم 1 من 4', 'الرقم 2 من 4', 'الرقم 3 من 4', 'الرقم 4 من 4']);
    await expect.element(page.getByText('الخطوة 2 من 4')).toBeInTheDocument();
    await expect.element(page.getByText('5 من 500 حرف')).toBeInTheDocument();
    await expect
      .element(page.getByRole('link', { name: 'Example (يفتح في علامة تبويب جديدة)' }))
      .toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });

  it('speaks English for an English page, and by default when only the direction is given', async () => {
    await render(
      <UiProvider dir="ltr">
        <Components />
      </UiProvider>,
    );
    await expect
      .element(page.getByRole('button', { name: 'Notifications, 3 unread' }))
      .toBeInTheDocument();
    expect(digitNames()[0]).toBe('Digit 1 of 4');
    await expect.element(page.getByText('5 of 500 characters')).toBeInTheDocument();
  });

  it('takes the provider’s words over core’s, and a component’s prop over both', async () => {
    await render(
      <UiProvider dir="ltr" locale="en" words={{ close: 'Dismiss', breadcrumbs: 'You are here' }}>
        <Breadcrumbs items={[{ label: 'Home' }]} />
        <Breadcrumbs label="Trail" items={[{ label: 'Bills' }]} />
      </UiProvider>,
    );
    await expect
      .element(page.getByRole('navigation', { name: 'You are here' }))
      .toBeInTheDocument();
    await expect.element(page.getByRole('navigation', { name: 'Trail' })).toBeInTheDocument();
  });

  it('names a dialog’s close button in the provider’s language', async () => {
    await render(
      <UiProvider dir="rtl" locale="ar-AE">
        <OpenDialog />
      </UiProvider>,
    );
    await expect.element(page.getByRole('button', { name: 'إغلاق' })).toBeVisible();
  });

  it('closes a dialog with the provider’s own word', async () => {
    await render(
      <UiProvider dir="ltr" words={{ close: 'Dismiss' }}>
        <OpenDialog />
      </UiProvider>,
    );
    await expect.element(page.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  });
});
