/** What the stories of the public pages (login, account) share: their frame, and a story of a whole public route. */
import type { Decorator } from '@storybook/react-vite';
import { AppRoutes } from '../../app/routes';
import { PublicLayout } from '../../shell/Layout';

/** The public pages' frame (as around the login form) around a story of one form. */
export const inPublicLayout: Decorator = (Story) => (
  <PublicLayout>
    <Story />
  </PublicLayout>
);

// the app draws its own frame: the file's decorator is replaced by none
const unframed: Decorator = (Story) => <Story />;

/** A story of the whole app at a public `path`, showing `expectText` once ready. */
export const publicRoute = (path: string, expectText: string) => ({
  render: () => <AppRoutes />,
  decorators: [unframed],
  parameters: { app: { path }, expectText },
});
