import type { Observable } from 'rxjs';
import type { Container } from 'inversify';
import { MemoryStorage, TOKENS } from '../src/index';
import { createFakeContainer, InMemoryBackend, type InMemoryBackendOptions } from '../src/fakes';

export function setup(options: InMemoryBackendOptions = {}, storage = new MemoryStorage()) {
  const backend = new InMemoryBackend(options);
  const container: Container = createFakeContainer(backend, { storage });
  const get = <T>(token: symbol) => container.get<T>(token);
  const redirects: string[] = [];
  get<{ requests$: Observable<string> }>(TOKENS.Navigation).requests$.subscribe((p) => redirects.push(p));
  return { backend, container, get, redirects, storage };
}

export const flush = () => new Promise((r) => setTimeout(r, 0));
