import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { UiProvider } from '../../../provider/UiProvider';
import { Button } from '../../Button';
import { ButtonGroup, type ButtonGroupProps } from '../ButtonGroup';

function boxes() {
  return page
    .getByRole('button')
    .elements()
    .map((b) => b.getBoundingClientRect());
}

async function renderGroup(
  width: number,
  props: ButtonGroupProps = {},
  dir: 'ltr' | 'rtl' = 'ltr',
) {
  return render(
    <UiProvider dir={dir}>
      <div dir={dir} style={{ width }}>
        <ButtonGroup {...props}>
          <Button>Save</Button>
          <Button variant="secondary">Cancel</Button>
        </ButtonGroup>
      </div>
    </UiProvider>,
  );
}

describe('ButtonGroup', () => {
  it('stacks full-width buttons in a narrow container and lays them in a row in a wide one', async () => {
    const { unmount } = await renderGroup(320);
    let [save, cancel] = boxes();
    expect(cancel!.top).toBeGreaterThanOrEqual(save!.bottom);
    expect(save!.width).toBe(320);
    expect(cancel!.width).toBe(320);
    await unmount();

    await renderGroup(600);
    [save, cancel] = boxes();
    expect(cancel!.top).toBe(save!.top);
    expect(save!.width).toBeLessThan(300);
  });

  it('always stacks when vertical, even with room for a row', async () => {
    await renderGroup(800, { orientation: 'vertical' });
    const [save, cancel] = boxes();
    expect(cancel!.top).toBeGreaterThanOrEqual(save!.bottom);
    expect(save!.width).toBe(800);
  });

  it('never stacks when horizontal, even in a narrow container', async () => {
    await renderGroup(320, { orientation: 'horizontal' });
    const [save, cancel] = boxes();
    expect(cancel!.top).toBe(save!.top);
  });

  it.each([
    ['ltr', 'left of'],
    ['rtl', 'right of'],
  ] as const)(
    'puts the first button at the inline start in %s (%s the second)',
    async (dir, _side) => {
      await renderGroup(600, {}, dir);
      const [save, cancel] = boxes();
      if (dir === 'ltr') expect(save!.left).toBeLessThan(cancel!.left);
      else expect(save!.left).toBeGreaterThan(cancel!.left);
    },
  );

  it('tabs through the buttons in DOM order and passes role and name through', async () => {
    await render(
      <ButtonGroup role="group" aria-label="Draft actions">
        <Button>Save</Button>
        <Button variant="secondary">Cancel</Button>
      </ButtonGroup>,
    );
    await expect.element(page.getByRole('group', { name: 'Draft actions' })).toBeVisible();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Save');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('Cancel');
  });
});
