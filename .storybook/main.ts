import type { StorybookConfig } from '@storybook/react-vite';
import { DOCGEN_TSCONFIG, docgenOptions } from './docgen.ts';

const config: StorybookConfig = {
  stories: ['../ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  typescript: {
    // react-docgen (the default) parses every imported file with Babel, which rejects the inversify parameter
    // decorators of application/. react-docgen-typescript reads types through the TypeScript compiler instead;
    // limited to the ui's components, with a tsconfig of ui/src alone so the program stays small.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: DOCGEN_TSCONFIG,
      include: ['ui/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', 'ui/src/testing/**'],
      ...docgenOptions,
    },
  },
  async viteFinal(config) {
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    const { sdkFromSource } = await import('../scripts/sdk-source.ts');
    config.plugins = [...(config.plugins ?? []), tailwindcss(), sdkFromSource()];
    return config;
  },
};

export default config;
