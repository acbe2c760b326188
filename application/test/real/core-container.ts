/** What the core and profile tests on the real server share: a second browser (nobody logged in) and waiting. */
import { vi } from 'vitest';
import { createAppContainer, MemoryStorage } from '../../src/index';
import type { RealApp } from '@licita/server/test/real-app';

/** Another browser on the same server: the app's container with nobody logged in. */
export function anotherBrowser(app: RealApp) {
  const storage = new MemoryStorage();
  const container = createAppContainer({ baseUrl: app.baseUrl, apiKey: app.apiKey, fetch: app.fetch, storage, device: 'test' });
  return { container, get: <T>(token: symbol) => container.get<T>(token) };
}

/** Waits until `check` passes (the server answers in its own time). */
export const eventually = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 5 });

/** What an observable's promise failed with (null if it did not fail). */
export const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as Error,
  );

/** The token of the newest link of `kind` mailed to `email`. */
export function mailedToken(app: RealApp, email: string, kind: 'invitation' | 'reset-password'): string {
  const mail = app.server.mailer.sent.filter((m) => m.to === email).at(-1);
  const match = new RegExp(`/${kind}\\?token=(\\S+)`).exec(mail?.text ?? '');
  if (!match) throw new Error(`no ${kind} link mailed to ${email}`);
  return decodeURIComponent(match[1]!);
}
