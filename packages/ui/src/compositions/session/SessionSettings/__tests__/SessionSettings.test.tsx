import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../../styles.css';
import { SessionSettings } from '../SessionSettings';

describe('SessionSettings', () => {
  it('names the page and each section, and lists them', async () => {
    await render(
      <SessionSettings
        title="Settings"
        intro="Choose how the portal looks."
        sectionsLabel="Settings sections"
        sections={[
          { id: 'language', heading: 'Language', content: <a href="/ar-AE">العربية</a> },
          { id: 'theme', heading: 'Colour theme', description: 'Dark or light.', content: 'x' },
        ]}
      />,
    );
    await expect.element(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Colour theme' })).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'Settings sections' });
    await expect
      .element(contents.getByRole('link', { name: 'Language' }))
      .toHaveAttribute('href', '#language');
  });
});
