import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { UiProvider } from '../../../../provider/UiProvider';
import { ChangeLanguageDialog } from '../ChangeLanguageDialog';

const LABELS = {
  title: 'Change language?',
  description: 'You searched in Arabic. Would you like to switch the portal to Arabic?',
  stay: 'Continue in English',
  switchTo: 'Switch to Arabic',
  close: 'Close',
};

function Harness({ onStay, onSwitch }: { onStay: () => void; onSwitch: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Search
      </button>
      <ChangeLanguageDialog
        open={open}
        onOpenChange={setOpen}
        labels={LABELS}
        onStay={() => {
          setOpen(false);
          onStay();
        }}
        onSwitch={onSwitch}
      />
    </>
  );
}

describe('ChangeLanguageDialog', () => {
  it('names and describes itself; Continue keeps the language, and focus returns', async () => {
    const onStay = vi.fn();
    const onSwitch = vi.fn();
    render(<Harness onStay={onStay} onSwitch={onSwitch} />);
    const opener = page.getByRole('button', { name: 'Search' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Change language?' });
    await expect.element(dialog).toHaveAccessibleDescription(LABELS.description);
    await page.getByRole('button', { name: 'Continue in English' }).click();
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(onSwitch).not.toHaveBeenCalled();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it('Switch calls onSwitch; Escape closes without searching', async () => {
    const onStay = vi.fn();
    const onSwitch = vi.fn();
    render(
      <UiProvider dir="rtl">
        <Harness onStay={onStay} onSwitch={onSwitch} />
      </UiProvider>,
    );
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Switch to Arabic' }).click();
    expect(onSwitch).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(onStay).not.toHaveBeenCalled();
  });
});
