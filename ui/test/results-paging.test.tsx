/**
 * The results page's long lists a page at a time: with thousands of workers (or explanations) only one page of rows
 * is in the document, the pager says which and moves, and the search finds a row far down the list. The explanations'
 * pages and search are asked of the server (its port, here the fake answering with the domain's `explanationsPage`).
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPLANATIONS_PAGE_SIZE, STAFF_PAGE_SIZE, type SolutionEmployee, type StaffingExplanationRead } from '@licita/domain';
import { StaffTable } from '../src/screens/simulation/StaffCard';
import { costResults, runFakes } from '@licita/application/fakes';
import { ExplanationsCard } from '../src/screens/simulation/ExplanationsCard';
import { createFakeApp, FakeAppProvider } from '../src/testing/fakeApp';
import { fullBackend } from '../src/testing/data';
import { SOLVED_ID } from '../src/testing/runStories';

/** `n` new hires, "Trabajador 1" … "Trabajador n", in centers "Centro 1" … "Centro 100", some of them glaziers. */
const workers = (n: number): SolutionEmployee[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `w${i + 1}`,
    name: `Trabajador ${i + 1}`,
    kind: 'new',
    category: i % 500 === 499 ? 'Cristalero/a' : 'Limpiador/a',
    centers: [`Centro ${(i % 100) + 1}`],
    weekly_hours: 20,
    fte: 0.5,
    seniority_date: null,
    salary: 1000,
    pluses: 0,
    social_security: 340,
    social_security_activate: false,
    total_cost: 1340,
  }));

/** The worker rows of the Plantilla in the document (section headings are column-group heads, not rows' heads). */
const workerRows = () =>
  within(screen.getByRole('table', { name: 'Plantilla' }))
    .getAllByRole('rowheader')
    .map((h) => h.textContent ?? '');

describe('the Plantilla a page at a time', () => {
  it('with 3,000 workers only one page of rows is in the document, and Siguiente shows the next', async () => {
    const user = userEvent.setup();
    render(<StaffTable workers={workers(3000)} />);
    const table = screen.getByRole('table', { name: 'Plantilla' });
    expect(within(table).getAllByRole('row').length).toBeLessThanOrEqual(STAFF_PAGE_SIZE + 2);
    expect(workerRows()).toHaveLength(STAFF_PAGE_SIZE);
    expect(workerRows()[0]).toContain('Trabajador 1');
    const pages = screen.getByRole('navigation', { name: 'Páginas de Plantilla' });
    expect(within(pages).getByText('1–50 de 3.000 filas')).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    expect(within(pages).getByText('51–100 de 3.000 filas')).toBeTruthy();
    expect(workerRows()[0]).toContain('Trabajador 51');
    // every page keeps the section's heading with the whole section's people
    expect(within(table).getByText(/^Nuevas contrataciones: 3000 personas/).textContent).toMatch(/1.500,00 ETC/);
  });

  it('searching finds a worker far down the list by name, and workers by category or center', async () => {
    const user = userEvent.setup();
    render(<StaffTable workers={workers(3000)} />);
    const search = screen.getByRole('searchbox', { name: 'Buscar trabajador…' });
    // the search is asked for once typing stops
    await user.type(search, 'trabajador 2999');
    await waitFor(() => expect(workerRows()).toHaveLength(1));
    expect(workerRows()[0]).toContain('Trabajador 2999');
    await user.clear(search);
    await user.type(search, 'cristalero');
    await waitFor(() => expect(workerRows()).toHaveLength(6));
    expect(workerRows().at(-1)).toContain('Trabajador 3000');
    await user.clear(search);
    await user.type(search, 'centro 100');
    await waitFor(() => expect(workerRows()).toHaveLength(30));
    await user.clear(search);
    await user.type(search, 'nadie así');
    expect(await screen.findByText('Ningún resultado')).toBeTruthy();
  });
});

describe('the explanations a page at a time, asked of the server', () => {
  const explanations: StaffingExplanationRead[] = [
    {
      center_group: '1',
      position: 'Limpieza',
      position_id: 'p1',
      items: Array.from({ length: 1200 }, (_, i) => ({
        code: 'idle_surrogate',
        rules: ['contract'],
        message: `Persona ${i + 1} queda sin trabajo`,
        numbers: {},
        worker: `Persona ${i + 1}`,
      })),
    },
  ];

  /** The card of a solved simulation whose results carry those explanations, over the fakes; the run's port calls. */
  function renderCard() {
    const app = createFakeApp({ loggedIn: true, backend: fullBackend() });
    const runs = runFakes(app.backend);
    const run = runs.run(SOLVED_ID);
    run.results = { ...costResults(run.workers!, run.parameters!), explanations };
    render(
      <FakeAppProvider app={app}>
        <ExplanationsCard simulationId={SOLVED_ID} version="1" />
      </FakeAppProvider>,
    );
    const pages = () => runs.calls.filter((c) => c === 'getSimulationExplanations').length;
    return { runs, pages };
  }
  const sentences = () =>
    within(screen.getByRole('region', { name: 'Agrupación 1 · Limpieza' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);

  it('asks for one page of the sentences, and for the next one on Siguiente', async () => {
    const user = userEvent.setup();
    const { runs, pages } = renderCard();
    const nav = await screen.findByRole('navigation', { name: 'Páginas de Por qué esta plantilla' });
    expect(within(nav).getByText('1–50 de 1.200 explicaciones')).toBeTruthy();
    expect(sentences()).toHaveLength(EXPLANATIONS_PAGE_SIZE);
    expect(sentences()[0]).toBe('Persona 1 queda sin trabajo');
    expect(pages()).toBe(1);
    await user.click(within(nav).getByRole('button', { name: 'Siguiente' }));
    expect(await within(nav).findByText('51–100 de 1.200 explicaciones')).toBeTruthy();
    expect(sentences()[0]).toBe('Persona 51 queda sin trabajo');
    expect(pages()).toBe(2);
    // the card never reads the whole results
    expect(runs.calls).not.toContain('getSimulationResults');
  });

  it('searches on the server once typing pauses, from the first page; a search without match says so', async () => {
    const user = userEvent.setup();
    const { pages } = renderCard();
    const nav = await screen.findByRole('navigation', { name: 'Páginas de Por qué esta plantilla' });
    await user.click(within(nav).getByRole('button', { name: 'Siguiente' }));
    await within(nav).findByText('51–100 de 1.200 explicaciones');
    const search = screen.getByRole('searchbox', { name: 'Buscar en las explicaciones…' });
    await user.type(search, 'persona 1200 ');
    await waitFor(() => expect(sentences()).toEqual(['Persona 1200 queda sin trabajo']));
    expect(within(nav).getByText('1 explicación')).toBeTruthy();
    // thirteen keys, one request
    expect(pages()).toBe(3);
    await user.clear(search);
    await user.type(search, 'nadie así');
    expect(await within(nav).findByText('Ningún resultado')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Agrupación 1 · Limpieza' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Por qué esta plantilla' })).toBeTruthy();
  });
});
