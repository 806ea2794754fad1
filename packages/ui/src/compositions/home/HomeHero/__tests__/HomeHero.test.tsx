import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { HomeHero } from '../HomeHero';

describe('HomeHero', () => {
  it('is a region with one level-1 heading, the description and the search it is given', async () => {
    render(
      <HomeHero
        id="hero"
        aria-label="Welcome"
        title="Government services, all in one place"
        description="More than 700 services."
        search={<input aria-label="Search for a service" />}
      />,
    );
    const hero = page.getByRole('region', { name: 'Welcome' });
    await expect.element(hero).toHaveAttribute('id', 'hero');
    await expect
      .element(hero.getByRole('heading', { level: 1 }))
      .toHaveTextContent('Government services, all in one place');
    await expect.element(hero.getByText('More than 700 services.')).toBeVisible();
    await expect.element(hero.getByRole('textbox', { name: 'Search for a service' })).toBeVisible();
    expect(page.getByRole('img').elements()).toHaveLength(0);
  });

  it('shows the background as a decorative picture with a mobile source', async () => {
    const { container } = await render(
      <HomeHero
        title="Title"
        search={null}
        background={{ desktop: '/img/desktop.svg', mobile: '/img/mobile.svg' }}
      />,
    );
    const image = container.querySelector('picture img');
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('src')).toBe('/img/desktop.svg');
    expect(container.querySelector('picture source')?.getAttribute('srcset')).toBe(
      '/img/mobile.svg',
    );
    // Decorative: no image in the accessibility tree, the heading carries the meaning.
    expect(page.getByRole('img').elements()).toHaveLength(0);
  });
});
