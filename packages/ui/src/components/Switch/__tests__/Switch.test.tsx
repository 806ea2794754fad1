import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { UiProvider } from '../../../provider/UiProvider';
import { Switch } from '../Switch';

const STATE = { on: 'On', off: 'Off' };

describe('Switch', () => {
  it('is a switch named by its label; Space and Enter toggle it', async () => {
    const onCheckedChange = vi.fn();
    await render(
      <Switch label="Autopay" hint="Pays on the due date" onCheckedChange={onCheckedChange} />,
    );
    const toggle = page.getByRole('switch', { name: 'Autopay' });
    await expect.element(toggle).toHaveAccessibleDescription('Pays on the due date');
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.tab();
    await expect.element(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles when its label is clicked and shows the state words, hidden from the name', async () => {
    await render(<Switch label="Autopay" stateText={STATE} />);
    await expect.element(page.getByText('Off')).toBeVisible();
    await userEvent.click(page.getByText('Autopay'));
    const toggle = page.getByRole('switch', { name: 'Autopay', exact: true });
    await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
    await expect.element(page.getByText('On', { exact: true })).toBeVisible();
    await expect.element(page.getByText('Off')).not.toBeVisible();
  });

  it('can be controlled', async () => {
    function Controlled() {
      const [on, setOn] = useState(true);
      return <Switch label="Autopay" checked={on} onCheckedChange={setOn} />;
    }
    await render(<Controlled />);
    const toggle = page.getByRole('switch', { name: 'Autopay' });
    await expect.element(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await expect.element(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('moves the thumb to the inline end when on: right in English, left in Arabic', async () => {
    for (const [dir, endIsRight] of [
      ['ltr', true],
      ['rtl', false],
    ] as const) {
      const { unmount } = await render(
        <UiProvider dir={dir}>
          <div dir={dir}>
            <Switch label="Autopay" defaultChecked />
          </div>
        </UiProvider>,
      );
      const track = page.getByRole('switch').element().getBoundingClientRect();
      const thumb = document.querySelector('[data-slot="switch-thumb"]')!.getBoundingClientRect();
      const thumbIsRight = thumb.left + thumb.width / 2 > track.left + track.width / 2;
      expect(thumbIsRight).toBe(endIsRight);
      await unmount();
    }
  });

  it('offers at least a 24 px target', async () => {
    await render(<Switch label="Autopay" />);
    const rect = page.getByRole('switch').element().getBoundingClientRect();
    expect(rect.width).toBeGreaterThanOrEqual(24);
    expect(rect.height).toBeGreaterThanOrEqual(24);
  });
});
