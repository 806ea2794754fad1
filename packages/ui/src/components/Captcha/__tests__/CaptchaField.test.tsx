import { captchaTokenSchema } from '@portal/core';
import { createRef, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as z from 'zod/mini';
import '../../../styles.css';
import { Button } from '../../Button';
import { Form, usePortalForm } from '../../Form';
import type { CaptchaControls } from '../Captcha';
import { CaptchaField } from '../CaptchaField';
import { fakeCaptcha, type FakeCaptcha } from '../fakeCaptchaProvider';

const schema = z.object({ captchaToken: captchaTokenSchema() });
type Input = z.input<typeof schema>;
const WORDS: Record<string, string> = { 'form.error.captcha': 'Confirm you are not a robot' };

function CaptchaForm({
  fake,
  onSubmit,
  controls,
}: {
  readonly fake: FakeCaptcha;
  readonly onSubmit: (values: Input) => void;
  readonly controls?: Ref<CaptchaControls>;
}) {
  const form = usePortalForm({
    schema,
    defaultValues: { captchaToken: '' },
    translate: (key) => WORDS[key] ?? key,
    idPrefix: 'test',
  });
  return (
    <Form form={form} onSubmit={onSubmit} errorSummaryTitle="Problem" errorPrefix="Error:">
      <CaptchaField<Input>
        name="captchaToken"
        provider={fake.provider}
        label="Security check"
        controlRef={controls}
      />
      <Button type="submit">Send</Button>
    </Form>
  );
}

describe('CaptchaField', () => {
  it('shows the schema’s error with the prefix, linked from the summary to the group', async () => {
    const fake = fakeCaptcha();
    const onSubmit = vi.fn();
    await render(<CaptchaForm fake={fake} onSubmit={onSubmit} />);
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    const group = page.getByRole('group', { name: 'Security check' });
    await expect.element(group).toHaveAccessibleDescription('Error: Confirm you are not a robot');
    await expect
      .element(page.getByRole('link', { name: 'Confirm you are not a robot' }))
      .toHaveAttribute('href', '#test-captchaToken');
    expect(group.element().id).toBe('test-captchaToken');
    expect(document.querySelector('[data-slot="field"]')?.getAttribute('data-invalid')).toBe(
      'true',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the widget’s token as the field’s value, and drops it when it expires', async () => {
    const fake = fakeCaptcha();
    const onSubmit = vi.fn();
    await render(<CaptchaForm fake={fake} onSubmit={onSubmit} />);
    await userEvent.click(page.getByRole('button', { name: 'Pass the check' }));
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ captchaToken: 'fake-token' });

    fake.latest().onExpired();
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await expect
      .element(page.getByRole('group', { name: 'Security check' }))
      .toHaveAccessibleDescription('Error: Confirm you are not a robot');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('resets through controlRef: the widget unchecks and the token is emptied', async () => {
    const fake = fakeCaptcha();
    const onSubmit = vi.fn();
    const controls = createRef<CaptchaControls>();
    await render(<CaptchaForm fake={fake} onSubmit={onSubmit} controls={controls} />);
    await userEvent.click(page.getByRole('button', { name: 'Pass the check' }));
    controls.current?.reset();
    expect(fake.counts.resets).toBe(1);
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await expect
      .element(page.getByRole('group', { name: 'Security check' }))
      .toHaveAccessibleDescription('Error: Confirm you are not a robot');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
