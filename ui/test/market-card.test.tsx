/**
 * "El mercado" on a solved simulation in Sevilla, on the fakes (the figures themselves are the server's, tested in
 * server/test/market/awards.test.ts): the province's 12 lots widen the set to Andalucía's 46, and 'Usar como
 * competidores' saves three competitors priced at the quartiles of the winning discount.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runFakes, simulationFakes } from '@licita/application/fakes';
import { createFakeApp } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend } from '../src/testing/data';
import { DEMO_CENTERS } from '../src/testing/formFixtures';
import { pagePath, SOLVED_ID } from '../src/testing/runStories';

describe('El mercado', () => {
  it('widens Sevilla to Andalucía, marks our discount and fills the competitors from the quartiles', async () => {
    const app = createFakeApp({ loggedIn: true, path: pagePath(SOLVED_ID), backend: fullBackend() });
    const inputs = simulationFakes(app.backend);
    inputs.data(SOLVED_ID).centers = [{ ...DEMO_CENTERS[0]!, municipality_id: 'loc-sevilla', municipality_name: 'Sevilla' }];
    const runs = runFakes(app.backend);
    runs.parameterChange.script = [{ status: 'FINISHED', info_message: null }];
    renderRoutes(app);
    const user = userEvent.setup();

    const card = await screen.findByRole('region', { name: 'El mercado' }, { timeout: 30_000 });
    // the recorded answers: Sevilla (ES618) 12 lots, fewer than 20; Andalucía (ES61) 46, median 4 bids
    expect(await within(card).findByText(/46 lotes de limpieza \(CPV 909\) adjudicados en Andalucía \(menos de 20/)).toBeTruthy();
    expect(within(card).getByText('3 competidores esperados')).toBeTruthy();
    expect(
      within(card).getByText(
        /Fuente: Plataforma de Contratación del Sector Público, adjudicaciones actualizadas hasta el 31\/10\/2026/,
      ),
    ).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Bajas de adjudicación de los lotes comparables' })).toBeTruthy();
    // no tender budget yet: nothing to price the competitors on, no discount of ours to compare
    expect(within(card).queryByRole('button', { name: 'Usar como competidores' })).toBeNull();
    const figure = (c: HTMLElement, label: string) =>
      within(c).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure(card, 'Ganados con una baja menor que la nuestra')).toBe('—');
    // the recorded answer: 3 of the 30 lots that allow it
    expect(figure(card, 'Adjudicados en presunción de anormalidad (art. 85 RGLCAP)')).toBe('10,00 % de 30 lotes');

    await user.click(screen.getByRole('button', { name: 'Modificar parámetros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modificar parámetros' });
    const budget = within(dialog).getByLabelText('Presupuesto base de licitación (sin IVA)');
    await user.clear(budget);
    await user.type(budget, '100000');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });

    const priced = await screen.findByRole('region', { name: 'El mercado' });
    const use = await within(priced).findByRole('button', { name: 'Usar como competidores' });
    // the recorded answer: 60 % of Andalucía's lots were won at a smaller discount than ours
    expect(figure(priced, 'Ganados con una baja menor que la nuestra')).toBe('60,00 %');
    await user.click(use);
    const saved = () => runs.runs.get(SOLVED_ID)?.parameters?.competitors ?? [];
    await waitFor(() => expect(saved()).toHaveLength(3), { timeout: 4000 });
    // discounts from q1 8 % to q3 18,5 % evenly: 8, 13,25 and 18,5 % of 100.000 €
    expect(saved().map((c) => c.price)).toEqual([92000, 86750, 81500]);
  }, 60_000);
});
