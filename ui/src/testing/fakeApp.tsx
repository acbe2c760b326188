/**
 * The container bound to in-memory fakes of the ports, with a memory router: used by Storybook's preview
 * and by the ui tests. `loggedIn` stores a token and loads the workspace as the given role.
 */
import { useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError, MemoryStorage, STORAGE_KEYS, TOKENS, type SwitchWorkspace } from '@licita/application';
import {
  createFakeContainer,
  DEMO_WORKSPACE,
  FAKE_ROLES,
  fakeToken,
  InMemoryBackend,
  type InMemoryBackendOptions,
} from '@licita/application/fakes';
import type { Container } from 'inversify';
import { ContainerProvider } from '../app/container';

export interface FakeAppOptions {
  backend?: InMemoryBackendOptions;
  role?: keyof typeof FAKE_ROLES;
  loggedIn?: boolean;
  path?: string;
  /** Entries already in the browser's storage (e.g. the side menu left open). */
  storage?: Record<string, string>;
}

export interface FakeApp {
  container: Container;
  backend: InMemoryBackend;
  location: ReturnType<typeof memoryLocation> & { history: string[] };
}

export function createFakeApp(o: FakeAppOptions = {}): FakeApp {
  const role = FAKE_ROLES[o.role ?? 'admin'];
  const workspaces = o.backend?.workspaces ?? [DEMO_WORKSPACE];
  const backend = new InMemoryBackend({
    users: [
      {
        email: 'admin@demo.es',
        password: 'demo1234',
        workspaces: workspaces.map((w) => ({ id: w.id, name: w.name, role_id: role.id })),
      },
    ],
    ...o.backend,
  });
  const session: Record<string, string> = o.loggedIn
    ? {
        [STORAGE_KEYS.token]: fakeToken(),
        [STORAGE_KEYS.refreshToken]: 'refresh-demo',
        [STORAGE_KEYS.workspaceId]: workspaces[0]?.id ?? '',
      }
    : {};
  const storage = new MemoryStorage({ ...session, ...o.storage });
  const container = createFakeContainer(backend, { storage });
  if (o.loggedIn) container.get<SwitchWorkspace>(TOKENS.SwitchWorkspace).initialise().subscribe();
  const location = memoryLocation({ path: o.path ?? '/', record: true });
  return { container, backend, location };
}

/** Provides a fake container and a memory router to its children. */
export function FakeAppProvider({ options, app, children }: { options?: FakeAppOptions; app?: FakeApp; children: ReactNode }) {
  const [value] = useState(() => app ?? createFakeApp(options));
  return (
    <ContainerProvider container={value.container}>
      <Router hook={value.location.hook}>{children}</Router>
    </ContainerProvider>
  );
}

/** A fake app that `prepare` changes before the first render, e.g. to make one gateway call fail. */
export function PreparedApp({
  options,
  prepare,
  children,
}: {
  options?: FakeAppOptions;
  prepare(app: FakeApp): void;
  children: ReactNode;
}) {
  const [app] = useState(() => {
    const a = createFakeApp(options);
    prepare(a);
    return a;
  });
  return <FakeAppProvider app={app}>{children}</FakeAppProvider>;
}

/**
 * A gateway call the server refuses with a message: the screen stays and the snackbar shows it (a 5xx would send
 * the user to /404 instead).
 */
export function serverFailure(url: string): Promise<never> {
  return Promise.reject(new ApiError(400, 'Error desconocido en el servidor', url));
}
