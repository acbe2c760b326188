import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { runFakes } from '@licita/application/fakes';
import { AppRoutes } from '../src/app/routes';
import { createFakeApp, FakeAppProvider } from '../src/testing/fakeApp';
import { fullBackend } from '../src/testing/data';
import { manyRosterWorkers, pagePath, SOLVED_ID } from '../src/testing/runStories';
import { RosterTable } from '../src/screens/simulation/RosterCard';

function renderPage(before?: (runs: ReturnType<typeof runFakes>) => void) {
  const app = createFakeApp({ loggedIn: true, path: pagePath(SOLVED_ID), backend: fullBackend() });
  const runs = runFakes(app.backend);
  before?.(runs);
  render(
    <FakeAppProvider app={app}>
      <AppRoutes />
    </FakeAppProvider>,
  );
  return { runs };
}

/** The texts of a body row's cells: the seven days, then the hours. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('rowgroup')[1]!.querySelectorAll('tr');

describe('Cuadrante semanal', () => {
  it('a solved simulation shows each worker with the ranges of each day, the center when several, and the hours', async () => {
    renderPage();
    const card = await screen.findByRole('region', { name: 'Cuadrante semanal' }, { timeout: 10_000 });
    const table = await within(card).findByRole('table', { name: 'Cuadrante semanal' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Empleado/a', 'L', 'M', 'X', 'J', 'V', 'S', 'D', 'Horas']);
    expect(bodyRows(table)).toHaveLength(5);
    const hire = within(table).getByRole('row', { name: /Limpiador\/a \(nueva contratación 1\)/ });
    expect(cells(hire)).toEqual(['07:00–15:00', '07:00–15:00', '07:00–15:00', '07:00–15:00', '07:00–15:00', '—', '—', '40 h']);
    // at two centers: each range names its center
    const two = within(table).getByRole('row', { name: /nueva contratación 2/ });
    expect(cells(two).slice(0, 2)).toEqual(['15:00–20:00Colegio Santa Teresa', '08:00–13:00Polideportivo Norte']);
    // a range past midnight, on the day it starts
    expect(cells(within(table).getByRole('row', { name: /Cristalero/ }))[6]).toBe('22:00–02:00');
    // the legend names the centers; the footer adds the hours of each day
    expect(within(card).getByRole('list', { name: 'Centros' }).textContent).toBe('Colegio Santa Teresa' + 'Polideportivo Norte');
    const footer = within(table).getByRole('row', { name: /Horas cubiertas/ });
    expect(cells(footer)).toEqual(['23 h', '23 h', '23 h', '23 h', '23 h', '4 h', '4 h', '123 h']);
    // few workers: no filters
    expect(within(card).queryByLabelText('Centro')).toBeNull();
  });

  it('a long roster: 50 rows, then Mostrar más; filters by center and category', async () => {
    const user = userEvent.setup();
    const workers = manyRosterWorkers(120);
    render(<RosterTable workers={workers} />);
    const table = screen.getByRole('table', { name: 'Cuadrante semanal' });
    expect(bodyRows(table)).toHaveLength(50);
    expect(screen.getByText('Mostrando 50 de 120 trabajadores/as con turno fijo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mostrar más' }));
    expect(bodyRows(table)).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Mostrar más' }));
    expect(bodyRows(table)).toHaveLength(120);
    expect(screen.queryByRole('button', { name: 'Mostrar más' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Centro'), 'Biblioteca Municipal');
    const atLibrary = workers.filter((w) => w.centers.includes('Biblioteca Municipal'));
    expect(bodyRows(table)).toHaveLength(Math.min(50, atLibrary.length));
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Cristalero/a');
    const glass = atLibrary.filter((w) => w.category === 'Cristalero/a');
    expect(glass.length).toBeGreaterThan(0);
    expect([...bodyRows(table)].map((r) => r.querySelector('th')!.textContent)).toEqual(
      glass.map((w) => (w.kind === 'new' ? `${w.name}A contratar` : `${w.name}Subrogado/a · Cristalero/a`)),
    );
  });

  it('after a reload in the middle of a parameter change: Actualizando simulación until it is no longer PENDING', async () => {
    const { runs } = renderPage(
      (r) =>
        (r.parameterChange.script = [
          { status: 'PENDING', info_message: null },
          { status: 'PENDING', info_message: null },
          { status: 'FINISHED', info_message: null },
        ]),
    );
    expect(await screen.findByText('Actualizando simulación', { exact: false }, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Actualizando simulación', { exact: false })).toBeNull(), { timeout: 4000 });
    expect(runs.calls.filter((c) => c === 'getSolutionParametersStatus')).toHaveLength(3);
    // the page reads the simulation again (just after the overlay goes: under load, a moment later)
    await waitFor(() => expect(runs.calls.filter((c) => c === 'getSimulation').length).toBeGreaterThanOrEqual(2));
  });
});
