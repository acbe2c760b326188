import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { launchBrowser, login, newPage } from '../support/browser';
import { lastMailedLink } from '../support/outbox';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const COLLEAGUE = { email: 'colega.invitada@demo.local', password: 'colega-e2e-1234' };

describe('invitations', () => {
  it('an administrator invites a colleague, who follows the mailed link, sets a password and works with the role', async () => {
    const admin = await newPage(browser);
    await login(admin, ADMIN);
    await admin.goto('/admin');
    await admin.getByRole('button', { name: 'Invitar' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invitar a un usuario' });
    await dialog.getByLabel('Correo electrónico').fill(COLLEAGUE.email);
    await dialog.getByLabel('Perfil / rol').selectOption({ label: 'Editor' });
    await dialog.getByRole('button', { name: 'Enviar invitación' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByText(`Invitación enviada a ${COLLEAGUE.email}`).waitFor();
    const pending = admin.getByRole('region', { name: 'Invitaciones pendientes' });
    await pending.getByRole('row').filter({ hasText: COLLEAGUE.email }).waitFor();

    const link = lastMailedLink(COLLEAGUE.email, '/invitation');
    const colleague = await newPage(browser);
    await colleague.goto(link);
    await colleague.getByText('«Demo»').waitFor();
    await expect(colleague.getByLabel('Correo electrónico').inputValue()).resolves.toBe(COLLEAGUE.email);
    await colleague.getByLabel('Contraseña', { exact: true }).fill(COLLEAGUE.password);
    await colleague.getByLabel('Repetir contraseña').fill(COLLEAGUE.password);
    await colleague.getByRole('button', { name: 'Unirme al espacio de trabajo' }).click();
    await colleague.waitForURL('**/projects');
    await colleague.getByText('Ya formas parte de «Demo»').waitFor();
    // An Editor creates tenders but does not manage users.
    await colleague.getByRole('button', { name: 'Nueva licitación' }).waitFor();
    await colleague.goto('/admin');
    await colleague.getByText('No tienes permiso para gestionar los usuarios de este espacio de trabajo').waitFor();

    // The link was single use; the password logs in.
    const again = await newPage(browser);
    await again.goto(link);
    await again.getByText('Esta invitación ya se ha usado: inicia sesión con tu cuenta').waitFor();
    await login(again, COLLEAGUE);

    // The administrator sees the colleague as a member, no longer pending.
    await admin.reload();
    const row = admin.getByRole('region', { name: 'Gestión de usuarios' }).getByRole('row').filter({ hasText: COLLEAGUE.email });
    await expect(row.getByRole('cell').nth(1).textContent()).resolves.toBe('Editor');
    await expect(admin.getByRole('region', { name: 'Invitaciones pendientes' }).getByText(COLLEAGUE.email).count()).resolves.toBe(
      0,
    );
    expect((colleague as typeof colleague & { outsideRequests: string[] }).outsideRequests).toEqual([]);
  });
});
