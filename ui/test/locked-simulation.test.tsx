/**
 * The form of a launched simulation says why its inputs are fixed and offers «Editar una copia», which
 * duplicates it (every input and bid parameter, Beneficio included) and opens the copy's form; the page's buttons say
 * what they do ('Ver formulario', 'Descargar formulario (Excel)').
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runFakes, simulationFakes } from '@licita/application/fakes';
import { DEFAULT_BID_INPUTS, PARAMETER_LABELS } from '@licita/domain';
import { createFakeApp, type FakeAppOptions } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend, PROJECT_ID } from '../src/testing/data';
import { seedSimulation } from '../src/testing/simulationStories';
import { pagePath, SOLVED_ID } from '../src/testing/runStories';

const formPath = (id: string) => `/simulation/${PROJECT_ID}/${id}/form`;
const LOCKED =
  'Esta simulación ya está calculada: sus datos no se pueden cambiar para que los resultados sigan correspondiendo a lo que se calculó. Para cambiar algo, edita una copia.';

function renderSolvedForm(o: FakeAppOptions = {}) {
  const app = createFakeApp({ loggedIn: true, path: formPath(SOLVED_ID), backend: fullBackend(), ...o });
  const fakes = simulationFakes(app.backend);
  seedSimulation(fakes, SOLVED_ID);
  // the preparer's 3 % Beneficio, kept with the simulation's bid inputs
  fakes.basic.set(SOLVED_ID, { ...fakes.basic.get(SOLVED_ID)!, bid: { ...DEFAULT_BID_INPUTS, overheads: 13, benefit: 3 } });
  const { path } = renderRoutes(app);
  return { app, path, user: userEvent.setup() };
}

describe('the form of a computed simulation', () => {
  it('says why its inputs are fixed, and «Editar una copia» opens the form of a copy that keeps Beneficio 3 %', async () => {
    const { user, path, app } = renderSolvedForm();
    const note = await screen.findByRole('note', { name: 'Simulación no editable' });
    expect(within(note).getByText(LOCKED)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Lanzar simulación' })).toBeNull();
    expect((screen.getByLabelText(PARAMETER_LABELS.benefit) as HTMLInputElement).disabled).toBe(true);

    await user.click(within(note).getByRole('button', { name: 'Editar una copia' }));
    await waitFor(() => expect(path()).toMatch(new RegExp(`^/simulation/${PROJECT_ID}/[0-9a-f-]{36}/form$`)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Simulación 1 (copia)' })).toBeTruthy();
    expect(app.backend.simulations.find((s) => s.name === 'Simulación 1 (copia)')?.status).toBe('Stopped');
    expect(screen.queryByRole('note', { name: 'Simulación no editable' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Lanzar simulación' })).toBeTruthy();
    const benefit = screen.getByLabelText(PARAMETER_LABELS.benefit) as HTMLInputElement;
    expect(benefit.disabled).toBe(false);
    expect(benefit.value).toBe('3');
    expect((screen.getByLabelText(PARAMETER_LABELS.overheads) as HTMLInputElement).value).toBe('13');
  });

  it('a reader is told why too, without the copy they could not make', async () => {
    renderSolvedForm({ role: 'lector' });
    const note = await screen.findByRole('note', { name: 'Simulación no editable' });
    expect(within(note).getByText(LOCKED)).toBeTruthy();
    expect(within(note).queryByRole('button', { name: 'Editar una copia' })).toBeNull();
  });

  it('a simulation not yet launched has no such note', async () => {
    const app = createFakeApp({ loggedIn: true, path: formPath('s-4'), backend: fullBackend() });
    seedSimulation(simulationFakes(app.backend));
    renderRoutes(app);
    expect(await screen.findByRole('button', { name: 'Lanzar simulación' })).toBeTruthy();
    expect(screen.queryByRole('note', { name: 'Simulación no editable' })).toBeNull();
  });
});

describe('the header of a solved simulation', () => {
  it("'Ver formulario' opens the form; 'Descargar formulario (Excel)' asks for the workbook's link only when clicked", async () => {
    const app = createFakeApp({ loggedIn: true, path: pagePath(SOLVED_ID), backend: fullBackend() });
    seedSimulation(simulationFakes(app.backend), SOLVED_ID);
    const runs = runFakes(app.backend);
    const asked: string[] = [];
    const link = runs.gateway.formularioUrl;
    runs.gateway.formularioUrl = (id) => (asked.push(id), link(id));
    renderRoutes(app);
    const header = await screen.findByRole('region', { name: 'Cabecera de la simulación' }, { timeout: 10_000 });
    expect(within(header).getByRole('link', { name: 'Ver formulario' }).getAttribute('href')).toBe(formPath(SOLVED_ID));
    // reading the page builds no workbook: the link is asked for on the click, then the button is ready again
    expect(asked).toEqual([]);
    await userEvent.setup().click(within(header).getByRole('button', { name: 'Descargar formulario (Excel)' }));
    expect(asked).toEqual([SOLVED_ID]);
    await waitFor(() =>
      expect(within(header).getByRole('button', { name: 'Descargar formulario (Excel)' }).getAttribute('aria-busy')).not.toBe(
        'true',
      ),
    );
  });
});
