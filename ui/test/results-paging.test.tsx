/**
 * The results page's long lists a page at a time: with thousands of workers (or explanations) only one page of rows
 * is in the document, the pager says which and moves, and the search finds a row far down the list.
 */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SolutionEmployee, StaffingExplanationRead } from '@licita/domain';
import { StaffTable } from '../src/screens/simulation/StaffCard';
import { ExplanationsCard } from '../src/screens/simulation/ExplanationsCard';
import { PAGE_SIZE } from '../src/screens/simulation/Pager';

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
    expect(within(table).getAllByRole('row').length).toBeLessThanOrEqual(PAGE_SIZE + 2);
    expect(workerRows()).toHaveLength(PAGE_SIZE);
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

describe('the explanations a page at a time', () => {
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
    } as StaffingExplanationRead,
  ];

  it('only one page of the sentences is in the document; the search finds the last one', async () => {
    const user = userEvent.setup();
    render(<ExplanationsCard explanations={explanations} />);
    const group = screen.getByRole('region', { name: 'Agrupación 1 · Limpieza' });
    expect(within(group).getAllByRole('listitem')).toHaveLength(PAGE_SIZE);
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en las explicaciones…' }), 'persona 1200 ');
    expect(within(screen.getByRole('region', { name: 'Agrupación 1 · Limpieza' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('Persona 1200 queda sin trabajo')).toBeTruthy();
  });
});
