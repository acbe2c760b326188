/** 'Importar desde la Plataforma': the lots ticked at first (all of a small notice, none of a large one) and sent as picked. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InMemoryPlacspGateway } from '@licita/application/fakes';
import { renderRoutes } from './helpers';
import { createFakeApp } from '../src/testing/fakeApp';
import { CLEANING } from '../src/screens/placsp/sample-notices';

const FILE = new File(['<feed/>'], 'anuncio.atom', { type: 'application/atom+xml' });
const lotsOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ ...CLEANING.lots[0]!, id: String(i + 1), name: `Lote ${i + 1}` }));

async function review(notice: typeof CLEANING) {
  const gateway = new InMemoryPlacspGateway([notice]);
  const app = createFakeApp({ path: '/projects', loggedIn: true, role: 'admin' });
  app.backend.placsp = gateway; // before the screen resolves its services
  renderRoutes(app);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Importar desde la Plataforma' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar desde la Plataforma' });
  await user.upload(within(dialog).getByLabelText('Archivo del anuncio'), FILE);
  await user.click(within(dialog).getByRole('button', { name: 'Leer anuncio' }));
  await within(dialog).findByText('Lotes a simular (una simulación por lote)');
  return { gateway, dialog, user };
}

describe('Importar desde la Plataforma: the lots to simulate', () => {
  it('a notice of up to 10 lots has them all ticked', async () => {
    const { gateway, dialog, user } = await review({ ...CLEANING, lots: lotsOf(10) });
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual(Array(10).fill(true));
    await user.click(within(dialog).getByRole('button', { name: 'Crear licitación' }));
    expect(gateway.imports[0]!.lots).toHaveLength(10);
  });

  it('a notice of more has none ticked, says so, and sends only the lots picked', async () => {
    const { gateway, dialog, user } = await review({ ...CLEANING, lots: lotsOf(12) });
    expect(
      within(dialog).getByText('El anuncio tiene 12 lotes: marque los que quiere simular (una simulación por lote).'),
    ).toBeTruthy();
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.some((b) => b.checked)).toBe(false);
    await user.click(boxes[4]!);
    await user.click(within(dialog).getByRole('button', { name: 'Crear licitación' }));
    expect(gateway.imports).toEqual([{ source: { upload_id: 'placsp-anuncio.atom' }, entryIndex: 0, lots: ['5'] }]);
  });
});
