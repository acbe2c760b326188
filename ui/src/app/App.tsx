import type { Container } from 'inversify';
import { Router, type BaseLocationHook } from 'wouter';
import { ContainerProvider } from './container';
import { AppRoutes } from './routes';

/** The app: the container (every use case) and the router; `hook` replaces the browser location (memory in Storybook/tests). */
export function App({ container, hook }: { container: Container; hook?: BaseLocationHook }) {
  return (
    <ContainerProvider container={container}>
      {hook ? (
        <Router hook={hook}>
          <AppRoutes />
        </Router>
      ) : (
        <Router>
          <AppRoutes />
        </Router>
      )}
    </ContainerProvider>
  );
}
