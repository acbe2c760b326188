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

/** A story of the whole app at a public `path`, showing `expectText` once ready; `refusal`: the server's 400 to the link. */
export const publicRoute = (path: string, expectText: string, refusal?: string) => ({
  render: () => <AppRoutes />,
  decorators: [unframed],
  parameters: { app: { path, backend: { refusals: refusal ? [['checkInvitation', 400, refusal]] : [] } }, expectText },
});
