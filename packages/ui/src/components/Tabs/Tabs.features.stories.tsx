import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { storyText } from '../../storybook/storyText';
import { Tabs, TabsList, TabsPanel, TabsTab } from './Tabs';

const meta = {
  title: 'Overlays/Tabs/Features',
  component: Tabs,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

const AUDIENCES = [
  { value: 'individual', en: 'Individual', ar: 'الأفراد' },
  { value: 'emirati', en: 'Emirati', ar: 'المواطنون' },
  { value: 'business', en: 'Business', ar: 'الأعمال' },
  { value: 'workspaces', en: 'Workspaces', ar: 'مساحات العمل' },
] as const;
const LIST = { en: 'Services by audience', ar: 'الخدمات حسب الفئة' };
const panelText = (label: string) => ({ en: `Services for: ${label}`, ar: `خدمات: ${label}` });

function AudienceTabs({ globals }: { readonly globals: Record<string, unknown> }) {
  return (
    <Tabs defaultValue="individual">
      <TabsList aria-label={storyText(globals, LIST)}>
        {AUDIENCES.map((audience) => (
          <TabsTab key={audience.value} value={audience.value}>
            {storyText(globals, audience)}
          </TabsTab>
        ))}
      </TabsList>
      {AUDIENCES.map((audience) => (
        <TabsPanel key={audience.value} value={audience.value}>
          {storyText(globals, panelText(storyText(globals, audience)))}
        </TabsPanel>
      ))}
    </Tabs>
  );
}

/**
 * Arabic: the first tab is at the right and ArrowLeft moves to the NEXT tab (ArrowRight to the
 * previous), selecting it at once; End and Home jump to the last and first.
 */
export const ArabicArrowKeys: Story = {
  globals: { locale: 'ar' },
  render: (_, { globals }) => <AudienceTabs globals={globals} />,
  play: async ({ canvas, userEvent }) => {
    const [individual, emirati, business, workspaces] = canvas.getAllByRole('tab');
    await expect(individual!.getBoundingClientRect().left).toBeGreaterThan(
      emirati!.getBoundingClientRect().left,
    );
    individual!.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(emirati).toHaveFocus();
    await expect(emirati).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(business).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(emirati).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(workspaces).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await expect(individual).toHaveAttribute('aria-selected', 'true');
    individual!.blur();
  },
};

const LONG_TABS = [
  { value: 'favourites', en: 'Favourites', ar: 'المفضلة' },
  {
    value: 'popular',
    en: 'Most-frequently-requested services',
    ar: 'الخدماتالأكثرطلبًامنالمتعاملين',
  },
  { value: 'quick', en: 'Quick actions', ar: 'إجراءات سريعة' },
] as const;

/**
 * In a 320 px column with long English and Arabic labels the tabs wrap onto another line (the
 * chosen behaviour: nothing hidden behind an edge, no sideways scrolling); a label longer than the
 * line wraps inside its tab.
 */
export const Narrow: Story = {
  render: (_, { globals }) => (
    <div data-testid="column" className="w-[320px]">
      <Tabs defaultValue="favourites">
        <TabsList aria-label={storyText(globals, LIST)}>
          {LONG_TABS.map((item) => (
            <TabsTab key={item.value} value={item.value}>
              {storyText(globals, item)}
            </TabsTab>
          ))}
        </TabsList>
        {LONG_TABS.map((item) => (
          <TabsPanel key={item.value} value={item.value}>
            {storyText(globals, panelText(storyText(globals, item)))}
          </TabsPanel>
        ))}
      </Tabs>
    </div>
  ),
  play: async ({ canvas }) => {
    const column = canvas.getByTestId('column');
    await expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const columnRect = column.getBoundingClientRect();
    for (const tab of canvas.getAllByRole('tab')) {
      const rect = tab.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(columnRect.left);
      await expect(rect.right).toBeLessThanOrEqual(columnRect.right);
    }
  },
};

function ControlledTabs({ globals }: { readonly globals: Record<string, unknown> }) {
  const [value, setValue] = useState<string>('business');
  const selected = AUDIENCES.find((audience) => audience.value === value)!;
  return (
    <div className="flex flex-col gap-3">
      <Tabs value={value} onValueChange={setValue}>
        <TabsList aria-label={storyText(globals, LIST)}>
          {AUDIENCES.map((audience) => (
            <TabsTab key={audience.value} value={audience.value}>
              {storyText(globals, audience)}
            </TabsTab>
          ))}
        </TabsList>
        {AUDIENCES.map((audience) => (
          <TabsPanel key={audience.value} value={audience.value}>
            {storyText(globals, panelText(storyText(globals, audience)))}
          </TabsPanel>
        ))}
      </Tabs>
      <p data-testid="selected" className="text-caption text-ink-muted">
        {storyText(globals, selected)}
      </p>
    </div>
  );
}

/** Controlled (`value` / `onValueChange`): the page knows the selected tab (to keep it in the URL). */
export const Controlled: Story = {
  render: (_, { globals }) => <ControlledTabs globals={globals} />,
  play: async ({ canvas, globals, userEvent }) => {
    const emirati = canvas.getByRole('tab', { name: storyText(globals, AUDIENCES[1]) });
    await expect(
      canvas.getByRole('tab', { name: storyText(globals, AUDIENCES[2]) }),
    ).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(emirati);
    await expect(emirati).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('selected')).toHaveTextContent(
      storyText(globals, AUDIENCES[1]),
    );
    emirati.blur();
  },
};
