import tailwindcss from '@tailwindcss/vite';
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    './foundations/*.mdx',
    './foundations/*.stories.@(ts|tsx)',
    './designReview/*.mdx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // Radix and lucide-react mark their modules "use client" for server-component bundlers; the
    // static build said, thousands of log lines long, that it cannot keep a directive this
    // Storybook has no use for. Every other log passes through.
    const rolldownOptions = viteConfig.build?.rolldownOptions ?? {};
    const onLog = rolldownOptions.onLog;
    viteConfig.build = {
      ...viteConfig.build,
      rolldownOptions: {
        ...rolldownOptions,
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          if (onLog) onLog(level, log, handler);
          else handler(level, log);
        },
      },
    };
    return viteConfig;
  },
};

export default config;
