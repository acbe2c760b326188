/**
 * Social security by contract type and year on the screens (docs/social-security.md): the mode and the AT/EP rate in
 * Datos Básicos and in 'Modificar parámetros' (required in itemised mode, read the Spanish way), the Costes card's
 * line opening to its breakdown, and a surrogate's contract for its social security.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runFakes, simulationFakes } from '@licita/application/fakes';
import { INPUT_MESSAGES } from '@licita/domain';
import { createFakeApp } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend } from '../src/testing/data';
import { FORM_PATH, FORM_SIMULATION_ID, seedSimulation } from '../src/testing/simulationStories';
import { pagePath, SOLVED_ID } from '../src/testing/runStories';

function render(path: string) {
  const app = createFakeApp({ loggedIn: true, path, backend: fullBackend() });
  const simulations = simulationFakes(app.backend);
  seedSimulation(simulations);
  const runs = runFakes(app.backend);
  renderRoutes(app);
  return { simulations, runs, user: userEvent.setup() };
}

/** "19.978,74 €" as the page writes it */
const text = (n: number) =>
  `${(Math.round(n * 100) / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')} €`;

/** A row of a table by its head: the texts of its cells. */
const cells = (table: HTMLElement, head: string) =>
  within(within(table).getByRole('rowheader', { name: head }).closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Datos Básicos: how social security is priced', () => {
  it('flat by default; itemised asks the AT/EP rate (required, named), read the Spanish way and saved with the mode', async () => {
    const { simulations, user } = render(FORM_PATH);
    const section = await screen.findByRole('region', { name: 'Cálculo de la seguridad social' }, { timeout: 10_000 });
    expect(within(section).getByRole('radio', { name: 'Porcentaje único' }).getAttribute('aria-checked')).toBe('true');
    expect(within(section).queryByLabelText('Tipo de AT/EP (%)')).toBeNull();

    await user.click(within(section).getByRole('radio', { name: 'Desglosada por tipo de contrato y año' }));
    const atEp = within(section).getByRole('textbox', { name: 'Tipo de AT/EP (%)' });
    // where to read it: the tariff of Ley 42/2006 by the activity's CNAE
    expect(within(section).getByText(/Ley 42\/2006.*CNAE 8121/)).toBeTruthy();
    expect(within(section).getByText(INPUT_MESSAGES.atEpRequired)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Guardar' }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(atEp, '1,5');
    expect(within(section).queryByText(INPUT_MESSAGES.atEpRequired)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Guardado con éxito')).toBeTruthy();
    expect(simulations.basic.get(FORM_SIMULATION_ID)).toMatchObject({ social_security_mode: 'itemised', at_ep_percent: 1.5 });
  });
});

describe('Modificar parámetros and the Costes card', () => {
  it('itemised without AT/EP is refused naming it (nothing sent); with 1,5 the line opens to its breakdown, total to the cent', async () => {
    const { runs, user } = render(pagePath(SOLVED_ID));
    runs.parameterChange.script = [{ status: 'FINISHED', info_message: null }];
    await screen.findByTestId('total-cost', {}, { timeout: 3000 });
    const costs = screen.getByRole('region', { name: 'Costes' });
    // flat: the line opens to the single percentage
    const line = within(costs).getByRole('button', { name: 'Seguridad social' });
    expect(line.getAttribute('aria-expanded')).toBe('false');
    line.focus();
    await user.keyboard('{Enter}');
    expect(line.getAttribute('aria-expanded')).toBe('true');
    expect(within(costs).getByText(/porcentaje único/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Modificar parámetros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modificar parámetros' });
    await user.click(await within(dialog).findByRole('radio', { name: 'Desglosada por tipo de contrato y año' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(INPUT_MESSAGES.atEpRequired)).toBeTruthy();
    expect(runs.calls).not.toContain('updateSolutionParameters');
    await user.type(within(dialog).getByRole('textbox', { name: 'Tipo de AT/EP (%)' }), '1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    expect(runs.run(SOLVED_ID).parameters).toMatchObject({ social_security_mode: 'itemised', at_ep_percent: 1.5 });

    // the demo's workers over 2026, each base its wage (within the 2026 limits): open-ended new hires and surrogates
    // 15,200.40 + 10,450 + 18,250 + 11,406.25 + 3,900 = 59,206.65 €; the substitute (fixed-term) 2,830 €
    const openEnded = 59_206.65;
    const fixedTerm = 2_830;
    const bases = openEnded + fixedTerm;
    const common = bases * 0.236;
    const unemployment = openEnded * 0.055 + fixedTerm * 0.067;
    const others = bases * (0.002 + 0.006 + 0.0075 + 0.015); // FOGASA, FP, MEI 2026, AT/EP
    const total = common + unemployment + others;
    const region = screen.getByRole('region', { name: 'Costes' });
    const button = within(region).getByRole('button', { name: 'Seguridad social' });
    await waitFor(() => expect(button.closest('div')!.querySelector('dd')!.textContent).toBe(text(total)));
    const table = within(region).getByRole('table', { name: 'Seguridad social por año natural' });
    expect(cells(table, 'Contingencias comunes')).toEqual([`${text(common)}23,60 %`, text(common)]);
    expect(cells(table, 'Desempleo')).toEqual([`${text(unemployment)}5,50 % indefinido · 6,70 % temporal`, text(unemployment)]);
    expect(cells(table, 'MEI (equidad intergeneracional)')[0]).toBe(`${text(bases * 0.0075)}0,75 %`);
    expect(cells(table, 'AT/EP (accidentes de trabajo)')[0]).toBe(`${text(bases * 0.015)}1,50 %`);
    expect(cells(table, 'Total seguridad social')).toEqual([text(total), text(total)]);
    const byContract = within(region).getByRole('table', { name: 'Seguridad social por año de contrato' });
    expect(cells(byContract, 'Total seguridad social')).toEqual([text(total)]);
    expect(within(region).getByText(/AT\/EP del 1,50 %/)).toBeTruthy();
  });
});

describe('Subrogados: the contract for social security', () => {
  it('open-ended by default; a fixed-term one is saved as temporal and the list says so', async () => {
    const { simulations, user } = render(FORM_PATH);
    await user.click(await screen.findByRole('button', { name: /Subrogados/ }, { timeout: 3000 }));
    const table = await screen.findByRole('table', { name: 'Subrogados' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const column = heads.indexOf('Contrato a efectos de cotización');
    expect(column).toBeGreaterThan(-1);
    const kinds = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[column]?.textContent);
    // the seeded José García is fixed-term
    expect(kinds()).toEqual(['Indefinido', 'Temporal']);

    await user.click(screen.getByRole('button', { name: 'Editar subrogado 1' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar subrogado' });
    const kind = within(modal).getByLabelText('Contrato a efectos de cotización') as HTMLSelectElement;
    expect(kind.value).toBe('indefinido');
    await user.selectOptions(kind, 'Temporal');
    await user.click(within(modal).getByRole('button', { name: 'Guardar y cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar subrogado' })).toBeNull());
    expect(simulations.data(FORM_SIMULATION_ID).surrogates[0]).toMatchObject({ name: 'María López', contract_kind: 'temporal' });
    await waitFor(() => expect(kinds()).toEqual(['Temporal', 'Temporal']));
  });
});
