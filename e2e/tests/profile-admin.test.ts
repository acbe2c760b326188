import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, LECTOR, PERFIL } from '../support/accounts';
import { launchBrowser, login, newPage } from '../support/browser';
import { lastMailedLink } from '../support/outbox';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

/** The dedicated account's password as the tests change it. */
const perfil = { ...PERFIL };

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('Nueva contraseña').fill(password);
  await page.getByLabel('Repetir contraseña').fill(password);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
}

describe('profile and administration', () => {
  it('edits the profile and sees it after a reload; the e-mail is read-only', async () => {
    const page = await newPage(browser);
    await login(page, perfil);
    await page.getByRole('button', { name: /menú de usuario/i }).click();
    await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
    await page.waitForURL('**/profile');
    const email = page.getByLabel('Correo electrónico');
    await expect(email.inputValue()).resolves.toBe(PERFIL.email);
    await expect(email.getAttribute('readonly')).resolves.not.toBeNull();
    await page.getByLabel('Nombre').fill('Marta');
    await page.getByLabel('Primer apellido').fill('Soler');
    await page.getByLabel('Segundo apellido').fill('Vidal');
    await page.getByRole('button', { name: 'Actualizar' }).click();
    await page.getByText('Guardado con éxito').waitFor();
    await page.reload();
    await page.getByLabel('Nombre').waitFor();
    await expect(page.getByLabel('Nombre').inputValue()).resolves.toBe('Marta');
    await expect(page.getByLabel('Primer apellido').inputValue()).resolves.toBe('Soler');
    await expect(page.getByLabel('Segundo apellido').inputValue()).resolves.toBe('Vidal');
  });

  it('changes the password: this browser stays in, the other session ends, the new password logs in', async () => {
    const here = await newPage(browser);
    const elsewhere = await newPage(browser);
    await login(here, perfil);
    await login(elsewhere, perfil);
    await here.goto('/profile');
    await here.getByRole('button', { name: 'Cambiar' }).click();
    await here.getByText('La nueva contraseña no puede estar vacía').waitFor();
    await here.getByLabel('Contraseña actual').fill('no-es-la-buena');
    await here.getByLabel('Nueva contraseña').fill('Ventana-nueva-5678');
    await here.getByLabel('Repetir contraseña').fill('Ventana-nueva-5679');
    await here.getByRole('button', { name: 'Cambiar' }).click();
    await here.getByText('Las contraseñas no coinciden').waitFor();
    await here.getByLabel('Repetir contraseña').fill('Ventana-nueva-5678');
    await here.getByRole('button', { name: 'Cambiar' }).click();
    await here.getByText('La contraseña actual no es correcta').waitFor();
    await here.getByLabel('Contraseña actual').fill(perfil.password);
    await here.getByRole('button', { name: 'Cambiar' }).click();
    await here.getByText('Guardado con éxito').waitFor();
    perfil.password = 'Ventana-nueva-5678';
    // This session goes on…
    await here.reload();
    await here.getByLabel('Nombre').waitFor();
    expect(here.url()).toMatch(/\/profile$/);
    // …the other one is logged out on its next call.
    await elsewhere.reload();
    await elsewhere.waitForURL('**/login');
    const fresh = await newPage(browser);
    await login(fresh, perfil);
  });

  it("an administrator changes a user's role and that user's buttons follow on the next load", async () => {
    const user = await newPage(browser);
    await login(user, perfil);
    await user.getByRole('heading', { name: 'Licitaciones' }).first().waitFor();
    await expect(user.getByRole('button', { name: 'Nueva licitación' }).count()).resolves.toBe(0);

    const admin = await newPage(browser);
    await login(admin, ADMIN);
    await admin.getByRole('button', { name: /menú de usuario/i }).click();
    await admin.getByRole('menuitem', { name: 'Administración' }).click();
    await admin.waitForURL('**/admin');
    await admin.getByText('Información de tu cuenta').waitFor();
    await admin.getByText(/Simulaciones consumidas \/ contratadas: \d+\/(\d+|∞)/).waitFor();
    const row = admin.getByRole('row').filter({ hasText: PERFIL.email });
    await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe('Lector');
    await row.getByRole('button', { name: `Editar rol de ${PERFIL.email}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Editar rol de usuario' });
    await dialog.getByLabel('Perfil / rol').selectOption({ label: 'Editor' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByText('Guardado con éxito').waitFor();
    await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe('Editor');
    // The demo administrator is the only one: it cannot lose the role.
    await admin
      .getByRole('row')
      .filter({ hasText: ADMIN.email })
      .getByRole('button', { name: `Editar rol de ${ADMIN.email}` })
      .click();
    await dialog.getByLabel('Perfil / rol').selectOption({ label: 'Lector' });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('El espacio de trabajo debe conservar al menos un administrador').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await user.reload();
    await user.getByRole('button', { name: 'Nueva licitación' }).waitFor();
  });

  it('a non-administrator opening /admin is refused and sees no user', async () => {
    const page = await newPage(browser);
    await login(page, LECTOR);
    await page.goto('/admin');
    await page.getByText('No tienes permiso para gestionar los usuarios de este espacio de trabajo').waitFor();
    await expect(page.getByText('Gestión de usuarios').count()).resolves.toBe(0);
    await expect(page.getByText(ADMIN.email).count()).resolves.toBe(0);
  });

  it('the recovery link works once and only once', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
    await page.waitForURL('**/recover-password');
    await page.getByLabel('Correo electrónico').fill(PERFIL.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText('Si el correo está registrado, recibirás un enlace para restablecer la contraseña').waitFor();
    const link = lastMailedLink(PERFIL.email, '/reset-password');

    await page.goto(link);
    await setNewPassword(page, 'Ventana-recuperada-1');
    await page.getByText(/Contraseña cambiada/).waitFor();
    perfil.password = 'Ventana-recuperada-1';
    await page.getByRole('link', { name: 'Iniciar sesión', exact: true }).click();
    await page.waitForURL('**/login');
    await login(page, perfil);

    const again = await newPage(browser);
    await again.goto(link);
    await setNewPassword(again, 'Ventana-recuperada-2');
    await again.getByText(/Enlace no válido o caducado/).waitFor();
    // The first password set with the link is still the one that works.
    const check = await newPage(browser);
    await login(check, perfil);
  });

  it('the login links to account creation', async () => {
    const page = await newPage(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Crear cuenta' }).click();
    await page.waitForURL('**/register');
    await page.getByLabel('Correo electrónico').fill('nueva.cuenta@demo.local');
    await page.getByLabel('Contraseña', { exact: true }).fill('cuenta-nueva-1234');
    await page.getByLabel('Repetir contraseña').fill('cuenta-nueva-1234');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText(/Cuenta creada/).waitFor();
    expect((page as Page & { outsideRequests: string[] }).outsideRequests).toEqual([]);
  });
});
