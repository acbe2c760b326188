import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../ui/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // react-docgen parses every file with Babel, which rejects the inversify parameter decorators of application/.
  typescript: { reactDocgen: false },
  async viteFinal(config) {
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    const { sdkFromSource } = await import('../scripts/sdk-source.ts');
    config.plugins = [...(config.plugins ?? []), tailwindcss(), sdkFromSource()];
    return config;
  },
};

export default config;
