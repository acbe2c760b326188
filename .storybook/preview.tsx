import type { Preview } from '@storybook/react-vite';
import { FakeAppProvider, type FakeAppOptions } from '../ui/src/testing/fakeApp';
import '../ui/src/fonts';
import '../ui/src/styles.css';

/**
 * Every story gets the container bound to in-memory fakes of the ports (parameters.app: backend data,
 * role, loggedIn) and a memory router at parameters.app.path.
 */
const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
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
