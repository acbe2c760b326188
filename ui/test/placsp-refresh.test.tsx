/** 'Actualizar desde la Plataforma' on the tender page: the changes dialog, the option for the lot simulations, a refusal. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project } from '@licita/domain';
import { DEMO_WORKSPACE, InMemoryPlacspGateway } from '@licita/application/fakes';
import { renderApp } from './helpers';
import { CADIZ, CADIZ_AWARD_CHANGES, CLEANING, RECTIFIED_CHANGES } from '../src/screens/placsp/sample-notices';

const TENDER: Project = {
  id: 'p-placsp',
  uid: 'p-placsp',
  name: CLEANING.name!,
  simulation_number: 0,
  workspace_id: DEMO_WORKSPACE.id,
  created_at: '2026-11-21T09:00:00.000Z',
  file_number: CLEANING.file_number,
  award_criteria: CLEANING.criteria,
  import_source: { notice: CLEANING, imported_at: '2026-11-21T09:00:00.000Z', filled_fields: ['name'] },
};
const FILE = new File(['<feed/>'], 'anuncio-rectificado.atom', { type: 'application/atom+xml' });

async function openRefresh(gateway: InMemoryPlacspGateway, role: 'admin' | 'lector' = 'admin') {
  const app = renderApp({ path: '/projects/p-placsp', loggedIn: true, role, backend: { projects: [TENDER] } });
  app.backend.placsp = gateway;
  await screen.findByRole('region', { name: 'Anuncio de la Plataforma' });
  return app;
}

describe('Actualizar desde la Plataforma', () => {
  it('shows the changes of the later notice and applies them, the lot simulations only while the box is ticked', async () => {
    const gateway = new InMemoryPlacspGateway([CLEANING]);
    gateway.changes = RECTIFIED_CHANGES;
    await openRefresh(gateway);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actualizar desde la Plataforma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Actualizar desde la Plataforma' });
    await user.upload(within(dialog).getByLabelText('Archivo del anuncio'), FILE);
    await user.click(within(dialog).getByRole('button', { name: 'Leer anuncio' }));

    const changes = await screen.findByRole('dialog', { name: 'Cambios en el anuncio del 02/12/2026' });
    const rows = within(within(changes).getByRole('table', { name: 'Datos que cambian' }))
      .getAllByRole('row')
      .slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Valor estimado', '880.000,00 €', '924.000,00 €'],
      ['Presupuesto base sin IVA', '400.000,00 €', '420.000,00 €'],
      ['Presupuesto base con IVA', '484.000,00 €', '508.200,00 €'],
      ['Fin del plazo de ofertas', '18/12/2026 14:00', '15/01/2027 14:00'],
    ]);
    const lots = within(changes).getByRole('list', { name: 'Lotes que cambian' });
    expect(within(lots).getByText('Lote 3: limpieza de instalaciones deportivas').parentElement!.textContent).toContain('Nuevo');
    const criteria = within(changes).getByRole('list', { name: 'Criterios que cambian' });
    expect(
      within(criteria)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'PrecioCambia60 puntos → 55 puntosFórmula del anuncio: P = 55 × (Oferta más baja / Oferta a valorar)',
      'Memoria técnica del servicioCambia25 puntos → 30 puntos',
      'Bolsa de horas adicionales sin costeYa no está15 puntos',
    ]);
    expect(
      within(changes).getByText(
        "Ya calculada: no se cambia; ajuste el presupuesto y los puntos en 'Modificar parámetros' de su solución.",
      ),
    ).toBeTruthy();
    const box = within(changes).getByRole('checkbox', { name: /Actualizar también el presupuesto y los puntos del precio/ });
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(box);
    await user.click(within(changes).getByRole('button', { name: 'Aplicar cambios' }));
    expect(gateway.refreshes).toEqual([
      { projectId: 'p-placsp', source: { upload_id: 'placsp-anuncio-rectificado.atom' }, updateSimulations: false },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the awards and extensions the resolved Cádiz notice brings, per lot, before they are applied', async () => {
    const gateway = new InMemoryPlacspGateway([CLEANING]);
    const notice = CADIZ.import_source!.notice;
    gateway.changes = { notice, fields: [], lots: [], criteria: [], awards: CADIZ_AWARD_CHANGES, simulations: [] };
    await openRefresh(gateway);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actualizar desde la Plataforma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Actualizar desde la Plataforma' });
    await user.click(within(dialog).getByRole('button', { name: 'leer de nuevo la dirección del anuncio' }));
    const changes = await screen.findByRole('dialog', { name: 'Cambios en el anuncio del 20/06/2026' });
    const list = within(changes).getByRole('list', { name: 'Adjudicaciones que cambian' });
    const titles = within(list)
      .getAllByRole('listitem')
      .map((li) => li.firstChild!.textContent);
    expect(titles.slice(0, 3)).toEqual([
      'Adjudicación · AM. lote 1 limpieza de tanques',
      'Adjudicación · AM.- lote 2 limpieza de sentinas y espacio de máquinas',
      'Adjudicación · AM. lote 3 limpieza industrial de otros compartimentos y locales',
    ]);
    expect(titles.slice(3).every((t) => t!.startsWith('Modificación del contrato'))).toBe(true);
    const lot1 = within(list).getByRole('table', { name: 'Adjudicación · AM. lote 1 limpieza de tanques' });
    const cells = (label: string) =>
      within(within(lot1).getByRole('cell', { name: label }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Adjudicataria')).toEqual(['Adjudicataria', 'Sin indicar', 'HERMANOS OLIVA BAHIA SLL (B72318934)']);
    expect(cells('Ofertas recibidas')).toEqual(['Ofertas recibidas', 'Sin indicar', '1']);
    expect(cells('Adjudicado sin IVA')).toEqual(['Adjudicado sin IVA', 'Sin indicar', '50,10 € (precio unitario)']);
    expect(within(list).getAllByText('Nuevo')).toHaveLength(5);
  });

  it("a notice of another expediente: the server's message, nothing applied", async () => {
    const message =
      'El anuncio es del expediente «EXP-2026-5521», no del expediente «2026/LIM-014» de esta licitación: no se ha cambiado nada.';
    const gateway = new InMemoryPlacspGateway([CLEANING], message);
    await openRefresh(gateway);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Actualizar desde la Plataforma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Actualizar desde la Plataforma' });
    await user.click(within(dialog).getByRole('button', { name: 'leer de nuevo la dirección del anuncio' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(within(dialog).queryByRole('button', { name: 'Aplicar cambios' })).toBeNull();
    expect(gateway.refreshes).toEqual([]);
  });

  it('a reader sees the notice and its lots, without the button', async () => {
    await openRefresh(new InMemoryPlacspGateway([CLEANING]), 'lector');
    expect(screen.queryByRole('button', { name: 'Actualizar desde la Plataforma' })).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Lotes del anuncio' }))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Lote 1: limpieza de edificios municipales', 'Lote 2: limpieza de colegios públicos']);
  });
});
