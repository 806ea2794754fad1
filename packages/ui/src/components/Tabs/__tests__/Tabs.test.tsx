import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { UiProvider } from '../../../provider/UiProvider';
import { Tabs, TabsList, TabsPanel, TabsTab, type TabsProps } from '../Tabs';

const tab = (name: string) => page.getByRole('tab', { name });

function AudienceTabs(props: Partial<TabsProps>) {
  return (
    <Tabs defaultValue="individual" {...props}>
      <TabsList aria-label="Audience">
        <TabsTab value="individual">Individual</TabsTab>
        <TabsTab value="emirati">Emirati</TabsTab>
        <TabsTab value="business">Business</TabsTab>
        <TabsTab value="workspaces">Workspaces</TabsTab>
      </TabsList>
      <TabsPanel value="individual">Services for individuals</TabsPanel>
      <TabsPanel value="emirati">Services for Emiratis</TabsPanel>
      <TabsPanel value="business">Services for businesses</TabsPanel>
      <TabsPanel value="workspaces">Services for workspaces</TabsPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('Tab lands on the selected tab; arrows move and show the panel at once; Tab reaches the panel', async () => {
    await render(
      <>
        <button type="button">Before</button>
        <AudienceTabs />
      </>,
    );
    await expect.element(page.getByRole('tablist', { name: 'Audience' })).toBeVisible();
    (page.getByRole('button', { name: 'Before' }).element() as HTMLElement).focus();
    await userEvent.tab();
    await expect.element(tab('Individual')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Emirati')).toHaveFocus();
    // Automatic activation: the focused tab is the selected one.
    await expect.element(tab('Emirati')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('Services for Emiratis');
    await userEvent.keyboard('{End}');
    await expect.element(tab('Workspaces')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Individual')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tab('Workspaces')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(tab('Individual')).toHaveFocus();
    await userEvent.tab();
    await expect.element(page.getByRole('tabpanel', { name: 'Individual' })).toHaveFocus();
  });

  it('in Arabic ArrowLeft moves to the next tab and ArrowRight to the previous one', async () => {
    await render(
      <UiProvider dir="rtl">
        <div dir="rtl">
          <AudienceTabs />
        </div>
      </UiProvider>,
    );
    (tab('Individual').element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tab('Emirati')).toHaveFocus();
    await expect.element(tab('Emirati')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(tab('Business')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(tab('Emirati')).toHaveFocus();
    // And the first tab sits at the right.
    const first = tab('Individual').element().getBoundingClientRect();
    const second = tab('Emirati').element().getBoundingClientRect();
    expect(first.left).toBeGreaterThan(second.left);
  });

  it('is controllable and selects with a click', async () => {
    const onValueChange = vi.fn();
    const { rerender } = await render(
      <AudienceTabs defaultValue={undefined} value="business" onValueChange={onValueChange} />,
    );
    await userEvent.click(tab('Emirati'));
    expect(onValueChange).toHaveBeenCalledWith('emirati');
    await expect.element(tab('Business')).toHaveAttribute('aria-selected', 'true');
    await rerender(
      <AudienceTabs defaultValue={undefined} value="emirati" onValueChange={onValueChange} />,
    );
    await expect.element(tab('Emirati')).toHaveAttribute('aria-selected', 'true');
  });

  it('wraps long tabs onto another line at 320 px instead of clipping or scrolling them', async () => {
    await render(
      // An inline width: test files are not scanned for Tailwind classes.
      <div style={{ width: 320 }} data-testid="column">
        <Tabs defaultValue="a">
          <TabsList aria-label="Services">
            <TabsTab value="a">Favourites</TabsTab>
            <TabsTab value="b">Popular services</TabsTab>
            <TabsTab value="c">Quick actions and shortcuts</TabsTab>
          </TabsList>
          <TabsPanel value="a">…</TabsPanel>
        </Tabs>
      </div>,
    );
    const column = page.getByTestId('column').element();
    const list = page.getByRole('tablist').element();
    expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const columnRect = column.getBoundingClientRect();
    const tabs = page.getByRole('tab').elements();
    for (const element of tabs) {
      const rect = element.getBoundingClientRect();
      expect(rect.left).toBeGreaterThanOrEqual(columnRect.left);
      expect(rect.right).toBeLessThanOrEqual(columnRect.right);
      expect(rect.height).toBeGreaterThanOrEqual(44);
    }
    const tops = new Set(tabs.map((element) => Math.round(element.getBoundingClientRect().top)));
    expect(tops.size).toBeGreaterThan(1);
  });

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`layout="line" keeps long tabs on one line at 320 px, each label whole, and brings the selected and the focused tab into view (${dir})`, async () => {
      await render(
        <UiProvider dir={dir}>
          <div dir={dir} style={{ width: 320 }}>
            <Tabs defaultValue="c">
              <TabsList aria-label="Services" layout="line">
                <TabsTab value="a">Favourites</TabsTab>
                <TabsTab value="b">Popular services</TabsTab>
                <TabsTab value="c">Quick actions and shortcuts</TabsTab>
              </TabsList>
              <TabsPanel value="a">…</TabsPanel>
              <TabsPanel value="b">…</TabsPanel>
              <TabsPanel value="c">…</TabsPanel>
            </Tabs>
          </div>
        </UiProvider>,
      );
      const list = page.getByRole('tablist').element() as HTMLElement;
      const tabs = page.getByRole('tab').elements() as HTMLElement[];
      const lowest = Math.min(...tabs.map((element) => element.getBoundingClientRect().height));
      for (const element of tabs) {
        const rect = element.getBoundingClientRect();
        expect(Math.round(rect.top)).toBe(Math.round(tabs[0]!.getBoundingClientRect().top));
        expect(rect.height).toBeCloseTo(lowest, 0);
      }
      // Too wide for 320 px: the row scrolls, the page does not.
      expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
        document.documentElement.clientWidth,
      );
      const inView = (element: HTMLElement) => {
        const shown = list.getBoundingClientRect();
        const rect = element.getBoundingClientRect();
        return rect.left >= shown.left - 1 && rect.right <= shown.right + 1;
      };
      // The selected tab, last in reading order, is in view when the list is drawn.
      expect(inView(tabs[2]!)).toBe(true);
      // Home moves to the first tab, which scrolls back into view as it takes focus.
      tabs[2]!.focus();
      await userEvent.keyboard('{Home}');
      expect(document.activeElement).toBe(tabs[0]);
      expect(inView(tabs[0]!)).toBe(true);
    });
  }

  it('passes id, data-* and ref through each part', async () => {
    const ref = { current: null as HTMLDivElement | null };
    await render(<AudienceTabs id="audience" data-testid="audience" ref={ref} />);
    const root = page.getByTestId('audience').element();
    expect(root.id).toBe('audience');
    expect(ref.current).toBe(root);
  });
});
