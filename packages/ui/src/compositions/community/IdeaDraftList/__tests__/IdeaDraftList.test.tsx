import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { IdeaDraftList, type IdeaDraftItem, type IdeaDraftListLabels } from '../IdeaDraftList';

const labels: IdeaDraftListLabels = {
  title: 'My drafts',
  intro: 'Ideas you saved to finish later.',
  list: 'Your drafts',
  resume: 'Continue',
  resumeNamed: (title) => `Continue: ${title}`,
  delete: 'Delete draft',
  deleteNamed: (title) => `Delete draft: ${title}`,
  deleteTitle: 'Delete this draft?',
  deleteBody: (title) => `The draft “${title}” will be deleted.`,
  deleteConfirm: 'Delete',
  deleteCancel: 'Keep it',
  deleting: 'Deleting…',
  close: 'Close',
  empty: 'You have no drafts.',
  loading: 'Loading',
  retry: 'Try again',
  retrying: 'Trying again',
};

const DRAFTS: IdeaDraftItem[] = [
  {
    id: 'draft-000002',
    title: 'Night bus to the islands',
    saved: 'Saved on 29 November 2026',
    topic: 'Public transport',
    resumeHref: '/en/tamm-by-you/submit-idea?draft=draft-000002',
  },
  {
    id: 'draft-000001',
    title: 'Cooler playgrounds in summer',
    saved: 'Saved on 26 November 2026',
    resumeHref: '/en/tamm-by-you/submit-idea?draft=draft-000001',
  },
];

/** The list as the app holds it: a confirmed delete that succeeds takes the row away. */
function Harness({ onDelete }: { readonly onDelete: (id: string) => Promise<boolean> }) {
  const [drafts, setDrafts] = useState(DRAFTS);
  return (
    <IdeaDraftList
      labels={labels}
      state={{ status: 'ready', data: drafts }}
      onDelete={async (id) => {
        const deleted = await onDelete(id);
        if (deleted) setDrafts((list) => list.filter((draft) => draft.id !== id));
        return deleted;
      }}
    />
  );
}

describe('IdeaDraftList', () => {
  it('links each draft to the form that continues it', async () => {
    await render(<Harness onDelete={async () => true} />);
    await expect
      .element(page.getByRole('link', { name: 'Continue: Night bus to the islands' }))
      .toHaveAttribute('href', '/en/tamm-by-you/submit-idea?draft=draft-000002');
  });

  it('asks before deleting; keeping it deletes nothing', async () => {
    const onDelete = vi.fn(async () => true);
    await render(<Harness onDelete={onDelete} />);
    await userEvent.click(
      page.getByRole('button', { name: 'Delete draft: Night bus to the islands' }),
    );
    const dialog = page.getByRole('alertdialog', { name: 'Delete this draft?' });
    await expect.element(dialog).toHaveTextContent(/Night bus to the islands/);
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    expect(page.getByRole('listitem').elements()).toHaveLength(2);
  });

  it('deletes once confirmed; focus goes to the next row', async () => {
    const onDelete = vi.fn(async () => true);
    await render(<Harness onDelete={onDelete} />);
    await userEvent.click(
      page.getByRole('button', { name: 'Delete draft: Night bus to the islands' }),
    );
    await userEvent.click(
      page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }),
    );
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).toHaveBeenCalledWith('draft-000002');
    expect(page.getByRole('listitem').elements()).toHaveLength(1);
    await expect
      .element(page.getByRole('button', { name: 'Delete draft: Cooler playgrounds in summer' }))
      .toHaveFocus();
  });

  it('says when there is none, and when the drafts could not be read', async () => {
    const onRetry = vi.fn();
    const screen = await render(
      <IdeaDraftList
        labels={labels}
        state={{ status: 'ready', data: [] }}
        onDelete={async () => true}
      />,
    );
    await expect.element(page.getByText('You have no drafts.')).toBeVisible();
    await screen.rerender(
      <IdeaDraftList
        labels={labels}
        state={{ status: 'error', message: 'Your drafts could not be loaded.', onRetry }}
        onDelete={async () => true}
      />,
    );
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
