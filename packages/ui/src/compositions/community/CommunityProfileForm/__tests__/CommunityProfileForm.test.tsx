import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { communityProfileLabelsOf } from '../../views/profile';
import { CommunityProfileForm } from '../CommunityProfileForm';

const t = (key: string, values?: Readonly<Record<string, unknown>>) =>
  values ? `${key} ${Object.values(values).join(' ')}` : key;
const labels = communityProfileLabelsOf(t);
const avatars = ['avatar-01', 'avatar-02', 'avatar-03'];

describe('CommunityProfileForm', () => {
  it('sends what was typed and chosen', async () => {
    const onSave = vi.fn();
    await render(
      <CommunityProfileForm
        labels={labels}
        avatars={avatars}
        state={{ status: 'ready', data: { publicName: 'Resident 1', avatarId: 'avatar-01' } }}
        onSave={onSave}
      />,
    );
    const name = page.getByRole('textbox', { name: labels.publicName });
    await userEvent.clear(name);
    await userEvent.type(name, 'Sara B.');
    // The radio itself is visually hidden (its drawing is what a person clicks): choose it as the
    // browser does when its label is clicked.
    (
      page.getByRole('radio', { name: labels.avatarOption(3) }).element() as HTMLInputElement
    ).click();
    await userEvent.click(page.getByRole('button', { name: labels.save }));
    expect(onSave).toHaveBeenCalledWith({ publicName: 'Sara B.', avatarId: 'avatar-03' });
  });

  it('a refusal names the field in a summary that takes the focus, keeping what was typed', async () => {
    const { rerender } = await render(
      <CommunityProfileForm
        labels={labels}
        avatars={avatars}
        state={{ status: 'ready', data: { publicName: 'Resident 1', avatarId: 'avatar-01' } }}
        onSave={() => undefined}
      />,
    );
    const name = page.getByRole('textbox', { name: labels.publicName });
    await userEvent.clear(name);
    await userEvent.type(name, 'A!');
    await rerender(
      <CommunityProfileForm
        labels={labels}
        avatars={avatars}
        state={{ status: 'ready', data: { publicName: 'Resident 1', avatarId: 'avatar-01' } }}
        errors={{ publicName: 'Enter 3 to 30 characters' }}
        onSave={() => undefined}
      />,
    );
    await expect
      .element(page.getByRole('link', { name: 'Enter 3 to 30 characters' }))
      .toBeVisible();
    expect(document.activeElement?.textContent).toContain(labels.errorSummaryTitle);
    await expect.element(name).toHaveValue('A!');
  });
});
