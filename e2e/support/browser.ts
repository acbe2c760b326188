/** Real Chromium from Debian, driven by playwright-core (no browser download). */
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
}

export function baseUrl(): string {
  return inject('baseUrl');
}

/** A fresh page (own storage) that fails the test on any request leaving this machine. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'es-ES', viewport: { width: 1400, height: 900 } });
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
