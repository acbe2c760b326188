import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { launchBrowser, login, newPage } from '../support/browser';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

describe('session', () => {
  it('logs in with the demo administrator and out again from the avatar menu', async () => {
    const page = await newPage(browser);
    await login(page, ADMIN);
    await page.getByRole('heading', { name: 'Licitaciones' }).first().waitFor();
    await page.getByRole('button', { name: /menú de usuario/i }).click();
    await page.getByRole('menuitem', { name: 'Salir' }).click();
    await page.waitForURL('**/login');
    // Logged out for real: a protected route sends back to the login.
    await page.goto('/projects');
    await page.waitForURL('**/login');
    expect((page as Page & { outsideRequests: string[] }).outsideRequests).toEqual([]);
  });

  it('a wrong password shows "Usuario o contraseña incorrectos" under the form', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByLabel(/correo|e-?mail/i).fill(ADMIN.email);
    await page.getByLabel(/contraseña/i).fill('not-the-password');
    await page.getByRole('button', { name: /iniciar sesión|entrar|acceder/i }).click();
    await page.getByText('Usuario o contraseña incorrectos').waitFor();
    expect(page.url()).toMatch(/\/login$/);
  });

  it('guards: protected routes send to /login, /login sends a logged-in user to /projects, unknown paths to /404', async () => {
    const page = await newPage(browser);
    for (const path of ['/projects', '/agreements', '/inventory', '/profile']) {
      await page.goto(path);
      await page.waitForURL('**/login');
    }
    await page.goto('/');
    await page.waitForURL('**/login');
    await login(page, ADMIN);
    await page.goto('/login');
    await page.waitForURL('**/projects');
    await page.goto('/no-existe/de-ninguna-manera');
    await page.waitForURL('**/404');
    await page.getByText('Error 404, Página no encontrada').waitFor();
  });
});
