import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { UiProvider } from '../../../../provider/UiProvider';
import { AssistantOnboarding, type AssistantOnboardingLabels } from '../AssistantOnboarding';

const LABELS: AssistantOnboardingLabels = {
  aiPowered: { title: 'Now AI-powered', description: 'Faster services.' },
  greeting: { title: 'Hello', description: 'I am your assistant.' },
  capabilities: { title: 'How I help' },
  capabilityCards: {
    payBills: 'Pay bills and fines',
    applyForServices: 'Apply for services',
    findInformation: 'Find information',
  },
  start: { title: 'Where to start?' },
  startOptions: {
    askAnything: 'Ask me anything',
    skipToDashboard: 'Skip to My TAMM',
    allServices: 'All services',
  },
  progress: (current, total) => `Step ${current} of ${total}`,
  continue: 'Continue',
  finish: 'Finish',
  close: 'Close',
};

function Harness({ onFinish }: { onFinish: (option: string | undefined) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <AssistantOnboarding
      open={open}
      onOpenChange={setOpen}
      labels={LABELS}
      onFinish={(option) => {
        onFinish(option);
        setOpen(false);
      }}
    />
  );
}

describe('AssistantOnboarding', () => {
  it('goes through the four screens with Enter, announcing the step, then finishes', async () => {
    const onFinish = vi.fn();
    render(
      <UiProvider dir="rtl">
        <Harness onFinish={onFinish} />
      </UiProvider>,
    );
    const titles = ['Now AI-powered', 'Hello', 'How I help', 'Where to start?'];
    for (const [index, title] of titles.entries()) {
      await expect.element(page.getByRole('dialog', { name: title })).toBeVisible();
      await expect.element(page.getByText(`Step ${index + 1} of 4`)).toBeVisible();
      if (index < 3) {
        await page.getByRole('button', { name: 'Continue' }).click();
      }
    }
    await expect.element(page.getByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    page.getByRole('button', { name: 'Finish' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onFinish).toHaveBeenCalledWith(undefined);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('an option of screen 4 finishes with that choice', async () => {
    const onFinish = vi.fn();
    render(
      <AssistantOnboarding
        open
        onOpenChange={() => {}}
        labels={LABELS}
        defaultStep={3}
        onFinish={onFinish}
      />,
    );
    await page.getByRole('button', { name: 'Skip to My TAMM' }).click();
    expect(onFinish).toHaveBeenCalledWith('skipToDashboard');
  });

  it('follows a controlled step and reports Continue', async () => {
    const onStepChange = vi.fn();
    render(
      <AssistantOnboarding
        open
        onOpenChange={() => {}}
        labels={LABELS}
        step={1}
        onStepChange={onStepChange}
        onFinish={() => {}}
      />,
    );
    await expect.element(page.getByRole('dialog', { name: 'Hello' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(onStepChange).toHaveBeenCalledWith(2);
    // Controlled: the caller did not move on, so the screen stays.
    await expect.element(page.getByRole('dialog', { name: 'Hello' })).toBeVisible();
  });
});
