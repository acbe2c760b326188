/** 'Importar desde la Plataforma' from the tender list, with the saved notices of server/test/fixtures/placsp. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/** A saved notice (synthetic, in the Plataforma's CODICE format). */
export const noticeFile = (name: string) =>
  readFileSync(join(import.meta.dirname, '..', '..', 'server', 'test', 'fixtures', 'placsp', name));

/** Uploads the notice in the import dialog and waits until it lists the lots; answers the dialog. */
export async function readNotice(page: Page, name: string, buffer: Buffer): Promise<Locator> {
  await page.getByRole('button', { name: 'Importar desde la Plataforma' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar desde la Plataforma' });
  await dialog.getByLabel('Archivo del anuncio').setInputFiles({ name, mimeType: 'application/atom+xml', buffer });
  await dialog.getByRole('button', { name: 'Leer anuncio' }).click();
  await dialog.getByText('Lotes a simular (una simulación por lote)').waitFor();
  return dialog;
}

/** 'Crear licitación' in the read notice's dialog; answers the new tender's id once its page is open. */
export async function createImportedTender(page: Page, dialog: Locator): Promise<string> {
  await dialog.getByRole('button', { name: 'Crear licitación' }).click();
  await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
  return page.url().split('/').pop()!;
}
