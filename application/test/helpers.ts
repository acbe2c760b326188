import { lastValueFrom, type Observable } from 'rxjs';
import type { Container } from 'inversify';
import { MemoryStorage, TOKENS, type Login } from '../src/index';
import { createFakeContainer, FAKE_ROLES, InMemoryBackend, type InMemoryBackendOptions } from '../src/fakes';

export function setup(options: InMemoryBackendOptions = {}, storage = new MemoryStorage()) {
  const backend = new InMemoryBackend(options);
  const container: Container = createFakeContainer(backend, { storage });
  const get = <T>(token: symbol) => container.get<T>(token);
  const redirects: string[] = [];
  get<{ requests$: Observable<string> }>(TOKENS.Navigation).requests$.subscribe((p) => redirects.push(p));
  return { backend, container, get, redirects, storage };
}

export const flush = () => new Promise((r) => setTimeout(r, 0));

/** Set up, then logged in as the demo administrator (admin@demo.es). */
export async function loggedInSetup(options: InMemoryBackendOptions = {}) {
  const ctx = setup(options);
  await lastValueFrom(ctx.get<Login>(TOKENS.Login).execute({ email: 'admin@demo.es', password: 'demo1234', remember: false }));
  return ctx;
}

/** Logged in as admin@demo.es holding `role` in the demo workspace. */
export function loggedInAs(role: keyof typeof FAKE_ROLES) {
  const workspaces = [{ id: 'ws-demo', name: 'Demo', role_id: FAKE_ROLES[role].id }];
  return loggedInSetup({ users: [{ email: 'admin@demo.es', password: 'demo1234', workspaces }] });
}

/** A Stopped simulation card of the first tender (`fakeProjects`), created at the start of 2024. */
export const stoppedSimulation = (id: string, name: string) => ({
  id,
  uid: id,
  name,
  project_id: 'p-0001',
  status: 'Stopped' as const,
  started: null,
  finished: null,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
});
