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

  it('a long roster: 50 rows a page, Siguiente and Anterior; search and filters by center and category', async () => {
    const user = userEvent.setup();
    const workers = manyRosterWorkers(120);
    render(<RosterTable workers={workers} />);
    const table = screen.getByRole('table', { name: 'Cuadrante semanal' });
    const names = () => [...bodyRows(table)].map((r) => r.querySelector('th span')!.textContent);
    expect(bodyRows(table)).toHaveLength(50);
    expect(screen.getByText('1–50 de 120 trabajadores/as con turno fijo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(names()).toEqual(workers.slice(50, 100).map((w) => w.name));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(bodyRows(table)).toHaveLength(20);
    expect(screen.getByText('101–120 de 120 trabajadores/as con turno fijo')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Siguiente' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(names()[0]).toBe(workers[50]!.name);
    // the search finds the last worker from any page, and the legend names only the centers of the rows shown
    const last = workers.at(-1)!;
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en el cuadrante…' }), last.name);
    expect(names()).toEqual([last.name]);
    const legend = within(screen.getByRole('list', { name: 'Centros' })).getAllByRole('listitem');
    expect(legend.map((li) => li.textContent).sort()).toEqual([...new Set(last.centers)].sort());
    expect(legend.length).toBeLessThan(4);
    await user.clear(screen.getByRole('searchbox', { name: 'Buscar en el cuadrante…' }));

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

  it('the card asks the server for its page, and shows it whole when it is the only one', async () => {
    const { runs } = renderPage();
    const card = await screen.findByRole('region', { name: 'Cuadrante semanal' }, { timeout: 10_000 });
    await within(card).findByRole('table', { name: 'Cuadrante semanal' });
    expect(runs.calls.filter((c) => c === 'getSolutionRosterPage')).toHaveLength(1);
    expect(within(card).getByText('5 trabajadores/as con turno fijo')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Siguiente' })).toBeNull();
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
