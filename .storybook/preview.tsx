import type { Preview } from '@storybook/react-vite';
import { FakeAppProvider, type FakeAppOptions } from '@licita/ui/testing/fakeApp';
import '@licita/ui/fonts';
import '@licita/ui/styles.css';

/**
 * Every story gets the container bound to in-memory fakes of the ports (parameters.app: backend data,
 * role, loggedIn) and a memory router at parameters.app.path.
 */
/** The widths the designers check: a phone, a tablet, two laptops and a desktop monitor. */
const viewports = {
  movil: { name: 'Móvil (390)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tableta: { name: 'Tableta (768)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  portatil: { name: 'Portátil (1024)', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
  portatilGrande: { name: 'Portátil (1280)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  escritorio: { name: 'Escritorio (1920)', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  // A docs page for every stories file, with its controls and the components' props read by react-docgen-typescript.
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    // The a11y panel lists what axe finds, the way e2e/tests/accessibility.test.ts checks the real app.
    a11y: { test: 'todo' },
  },
  decorators: [
    (Story, ctx) => (
      <FakeAppProvider key={ctx.id} options={(ctx.parameters.app ?? {}) as FakeAppOptions}>
        <Story />
      </FakeAppProvider>
    ),
  ],
};

export default preview;
