/**
 * The real Cádiz tender's page: each lot scores price with two criteria (10 + 10 = 20 in the simulation); next to a
 * lot, 'Usar solo este criterio' sets its simulation's price points to that criterion's weight through the
 * simulation's own save, and the page says which one is in use.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SimulationCard } from '@licita/domain';
import { DEMO_WORKSPACE, runFakes, simulationFakes } from '@licita/application/fakes';
import { renderApp } from './helpers';
import { CADIZ, cadizLotSimulation } from '../src/screens/placsp/sample-notices';

const TENDER = { ...CADIZ, workspace_id: DEMO_WORKSPACE.id };
const card = cadizLotSimulation;

function openTender(simulations: SimulationCard[], role: 'admin' | 'lector' = 'admin') {
  return renderApp({ path: `/projects/${TENDER.uid}`, loggedIn: true, role, backend: { projects: [TENDER], simulations } });
}

const lotItem = async (name: RegExp) => {
  const lots = await screen.findByRole('list', { name: 'Lotes del anuncio' });
  return within(lots)
    .getAllByRole('listitem')
    .find((li) => name.test(li.getAttribute('aria-label') ?? ''))!;
};

describe('Usar solo este criterio (several price criteria in a lot)', () => {
  it('sets the lot simulation’s price points to the chosen criterion’s weight, through its bid inputs', async () => {
    const app = openTender([card('1', 20), card('2', 10)]);
    const lot1 = await lotItem(/lote 1/);
    expect(within(lot1).getByText(/^En uso en «Lote 1»/).textContent).toBe(
      'En uso en «Lote 1»: la suma de los criterios de precio (20 puntos)',
    );
    const options = within(lot1).getByRole('list', { name: 'Criterios de precio de la simulación' });
    const labourItem = within(options)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-label')!.startsWith('Precio mano de obra'))!;
    expect(labourItem.getAttribute('aria-label')).toBe('Precio mano de obra (10 puntos)');
    expect(within(options).getByRole('listitem', { name: 'Suma de los criterios de precio (20 puntos)' }).textContent).toContain(
      'En uso',
    );
    await userEvent.setup().click(within(labourItem).getByRole('button', { name: 'Usar solo este criterio' }));
    const fakes = simulationFakes(app.backend);
    await waitFor(() =>
      expect(fakes.basic.get('s-lot-1')?.bid?.price_score).toEqual({ formula: 'proportional', max_points: 10 }),
    );
    // lot 2's simulation is left as it is
    expect(fakes.basic.get('s-lot-2')).toBeUndefined();
  });

  it('a computed simulation takes the points through «Modificar parámetros» (re-costed), its other parameters kept', async () => {
    const app = openTender([card('1', 20, 'Solved')]);
    const runs = runFakes(app.backend);
    const before = runs.run('s-lot-1').parameters!;
    const lot1 = await lotItem(/lote 1/);
    const options = within(lot1).getByRole('list', { name: 'Criterios de precio de la simulación' });
    const materials = within(options)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-label') === 'precio materiales (10 puntos)')!;
    await userEvent.setup().click(within(materials).getByRole('button', { name: 'Usar solo este criterio' }));
    await waitFor(() => expect(runs.run('s-lot-1').parameters!.price_score?.max_points).toBe(10));
    expect(runs.run('s-lot-1').parameters!.benefit).toBe(before.benefit);
  });

  it('says a single criterion is in use, naming both when they weigh the same, with the way back to the sum', async () => {
    openTender([card('2', 10)]);
    const lot2 = await lotItem(/lote 2/);
    expect(within(lot2).getByText(/^En uso en «Lote 2»/).textContent).toBe(
      'En uso en «Lote 2»: un solo criterio de precio, 10 puntos («Precio mano de obra» o «precio materiales»: pesan lo mismo)',
    );
    expect(within(lot2).getByRole('button', { name: 'Usar la suma' })).toBeTruthy();
    expect(within(lot2).queryByRole('button', { name: 'Usar solo este criterio' })).toBeNull();
  });

  it('a reader sees which one is in use, without the buttons', async () => {
    openTender([card('1', 20)], 'lector');
    const lot1 = await lotItem(/lote 1/);
    expect(within(lot1).getByText(/^En uso en «Lote 1»/)).toBeTruthy();
    expect(within(lot1).queryByRole('button')).toBeNull();
  });
});
