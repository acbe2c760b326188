/**
 * The Plantilla card of the results page asks the server for the page it shows (GET /solution/{id}/staff), never
 * for the whole Plantilla: 50 rows of 2,000, the next page, and a search asked once typing stops, from the first page.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoWorkers, runFakes } from '@licita/application/fakes';
import type { SolutionEmployee } from '@licita/domain';
import { AppRoutes } from '../src/app/routes';
import { createFakeApp, FakeAppProvider } from '../src/testing/fakeApp';
import { fullBackend } from '../src/testing/data';
import { pagePath, SOLVED_ID } from '../src/testing/runStories';

/** 2,000 new hires, "Persona 1" … "Persona 2000", in centers "Centro 1" … "Centro 40". */
const hires = (n: number): SolutionEmployee[] => {
  const hire = demoWorkers().find((w) => w.kind === 'new')!;
  return Array.from({ length: n }, (_, i) => ({
    ...hire,
    id: `h${i + 1}`,
    name: `Persona ${i + 1}`,
    centers: [`Centro ${(i % 40) + 1}`],
  }));
};

function renderCard(workers: SolutionEmployee[]) {
  const app = createFakeApp({ loggedIn: true, path: pagePath(SOLVED_ID), backend: fullBackend() });
  const runs = runFakes(app.backend);
  runs.run(SOLVED_ID).workers = workers;
  const asked = vi.spyOn(runs.solutions, 'staffPage');
  render(
    <FakeAppProvider app={app}>
      <AppRoutes />
    </FakeAppProvider>,
  );
  return { runs, asked };
}

/** The names of the worker rows shown. */
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((h) => h.querySelector('span')!.textContent);

describe('the Plantilla card', () => {
  it('shows 50 rows of 2,000 asked page by page of the server, and searches there once typing stops', async () => {
    const user = userEvent.setup();
    const { runs, asked } = renderCard(hires(2000));
    const card = await screen.findByRole('region', { name: 'Plantilla' }, { timeout: 10_000 });
    const table = await within(card).findByRole('table', { name: 'Plantilla' });
    expect(names(table)).toHaveLength(50);
    expect(names(table)[0]).toBe('Persona 1');
    const pages = within(card).getByRole('navigation', { name: 'Páginas de Plantilla' });
    expect(within(pages).getByText('1–50 de 2.000 filas')).toBeTruthy();
    // the heading counts the whole section, not the page
    expect(within(table).getByText(/^Nuevas contrataciones: 2000 personas/)).toBeTruthy();
    expect(asked).toHaveBeenLastCalledWith(SOLVED_ID, { offset: 0, limit: 50, search: '' });

    await user.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(within(pages).getByText('51–100 de 2.000 filas')).toBeTruthy());
    expect(names(table)[0]).toBe('Persona 51');
    expect(asked).toHaveBeenLastCalledWith(SOLVED_ID, { offset: 50, limit: 50, search: '' });

    const before = asked.mock.calls.length;
    await user.type(within(card).getByRole('searchbox', { name: 'Buscar trabajador…' }), 'centro 40');
    await waitFor(() => expect(within(pages).getByText('50 filas')).toBeTruthy());
    expect(names(table).every((n) => Number(n!.replace('Persona ', '')) % 40 === 0)).toBe(true);
    // one call for the whole text, from the first page
    expect(asked.mock.calls.slice(before)).toEqual([[SOLVED_ID, { offset: 0, limit: 50, search: 'centro 40' }]]);
    expect(runs.calls).not.toContain('getSolutionEmployees');
  });

  it('a search without a match says so, the headings gone with the rows', async () => {
    const user = userEvent.setup();
    renderCard(hires(120));
    const card = await screen.findByRole('region', { name: 'Plantilla' }, { timeout: 10_000 });
    await within(card).findByRole('table', { name: 'Plantilla' });
    await user.type(within(card).getByRole('searchbox', { name: 'Buscar trabajador…' }), 'nadie así');
    expect(await within(card).findByText('Ningún resultado')).toBeTruthy();
    expect(within(card).queryByText(/^Nuevas contrataciones/)).toBeNull();
  });
});
