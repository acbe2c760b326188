/** Real Chromium from Debian, driven by playwright-core (no browser download). */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `extraArgs`: more Chromium switches (`--lang=en-US` for a browser that is not in Spanish). */
export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Content-Security-Policy violations seen by any page of the current test (each test must end with none). */
const cspViolations: string[] = [];

/** Reports every `securitypolicyviolation` of the context's pages (popups included) to the current test. */
export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__licitaCspViolation', ({ page }, text: string) => cspViolations.push(`${page.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __licitaCspViolation: (text: string) => void }).__licitaCspViolation;
      void report(`${e.effectiveDirective} bloqueó ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
}

/** The violations reported so far in this test, taken out (a test that provokes one on purpose). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

afterEach(() => {
  const seen = cspViolations.splice(0);
  if (seen.length) throw new Error(`Violaciones de la Content-Security-Policy:\n${seen.join('\n')}`);
});

/**
 * A fresh page (own storage) that fails the test on any request leaving this machine or any CSP violation; `url`:
 * another server than the run's.
 */
export async function newPage(
  browser: Browser,
  viewport = { width: 1400, height: 900 },
  locale = 'es-ES',
  url = baseUrl(),
): Promise<Page> {
  const context = await browser.newContext({ baseURL: url, locale, viewport });
  await watchCsp(context);
  const page = await context.newPage();
  const outside: string[] = [];
  page.on('request', (req) => {
    const host = new URL(req.url()).hostname;
    if (!['127.0.0.1', 'localhost'].includes(host) && !req.url().startsWith('data:')) outside.push(req.url());
  });
  (page as Page & { outsideRequests: string[] }).outsideRequests = outside;
  return page;
}

export async function login(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/correo|e-?mail/i).fill(account.email);
  await page.getByLabel(/contraseña/i).fill(account.password);
  await page.getByLabel(/contraseña/i).press('Enter');
  await page.waitForURL('**/projects');
}
