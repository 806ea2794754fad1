import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../styles.css';
import { SpaceStatistics } from '../SpaceStatistics';
import { spaceStatisticsOf } from '../spaceStatisticsOf';

const t = (key: string, values?: Readonly<Record<string, string | number | Date>>) =>
  values ? `${key}(${Object.values(values).join(',')})` : key;
const labels = { loading: 'Loading', empty: 'No space.', retry: 'Try again', retrying: 'Trying' };

describe('spaceStatisticsOf', () => {
  it('titles the space by its kind and shows only the counts the service sent', () => {
    const data = spaceStatisticsOf(
      { spaceId: 'sp-1', spaceCode: 'buss', spaceAuthority: 'DED', kind: 'business' },
      { total: 7, inProgress: 3, actionRequired: null, completed: undefined, delayed: 0 },
      t,
    );
    expect(data).toEqual({
      id: 'sp-1',
      title: 'locker.spaceRequests.titleFor(locker.spaceRequests.kind.business)',
      figures: [
        { label: 'locker.spaceRequests.figure.total', value: '7' },
        { label: 'locker.spaceRequests.figure.inProgress', value: '3' },
        { label: 'locker.spaceRequests.figure.delayed', value: '0' },
      ],
    });
  });

  it('names a space of another kind by its id', () => {
    const data = spaceStatisticsOf(
      { spaceId: 'sp-9', spaceCode: 'shop', spaceAuthority: 'X', kind: undefined },
      {},
      t,
    );
    expect(data.title).toBe('locker.spaceRequests.titleFor(locker.spaceRequests.kind.other(sp-9))');
    expect(data.figures).toEqual([]);
  });
});

describe('SpaceStatistics', () => {
  it('puts each count under the words that say what it counts, in a section named by its space', async () => {
    await render(
      <SpaceStatistics
        labels={labels}
        state={{
          status: 'ready',
          data: [
            { id: 'sp-1', title: 'Business space', figures: [{ label: 'Delayed', value: '2' }] },
          ],
        }}
      />,
    );
    await expect.element(page.getByRole('region', { name: 'Business space' })).toBeVisible();
    await expect.element(page.getByRole('term')).toHaveTextContent('Delayed');
    await expect.element(page.getByRole('definition')).toHaveTextContent('2');
  });

  it('says so when no request belongs to a space', async () => {
    await render(<SpaceStatistics labels={labels} state={{ status: 'ready', data: [] }} />);
    await expect.element(page.getByText('No space.')).toBeVisible();
  });
});
