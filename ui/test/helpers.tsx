import { render } from '@testing-library/react';
import { AppRoutes } from '../src/app/routes';
import { createFakeApp, FakeAppProvider, type FakeApp, type FakeAppOptions } from '../src/testing/fakeApp';

/** Renders the whole route table over fakes; returns the fake backend and the memory location. */
export function renderApp(options: FakeAppOptions = {}) {
  return renderRoutes(createFakeApp(options));
}

/** Renders the whole route table over an app already made (and seeded); `path()` is the current location. */
export function renderRoutes(app: FakeApp) {
  const utils = render(
    <FakeAppProvider app={app}>
      <AppRoutes />
    </FakeAppProvider>,
  );
  const path = () => app.location.history[app.location.history.length - 1];
  return { ...utils, app, backend: app.backend, path };
}

export const intersectAll = () => (globalThis as unknown as { intersectAll: () => void }).intersectAll();
