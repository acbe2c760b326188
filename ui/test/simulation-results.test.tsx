import { describe, expect, it } from 'vitest';
import { RESULT_LABELS } from '@licita/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoParameters, runFakes, simulationFakes } from '@licita/application/fakes';
import { createFakeApp } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend } from '../src/testing/data';
import { seedSimulation } from '../src/testing/simulationStories';
import { pagePath, SOLVED_ID } from '../src/testing/runStories';

/** "66.300,50 €" → 66300.5 */
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

function renderSolved(overheads: number) {
  const app = createFakeApp({ loggedIn: true, path: pagePath(SOLVED_ID), backend: fullBackend() });
  seedSimulation(simulationFakes(app.backend));
  runFakes(app.backend).run(SOLVED_ID).parameters = { ...demoParameters(), overheads };
  return renderRoutes(app);
}

/** The `<dt>` → `<dd>` pairs of a card, in order. */
function figures(card: string): Array<[string, string]> {
  const region = screen.getByRole('region', { name: card });
  return within(region)
    .getAllByRole('term')
    .map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']);
}

describe('the results agree with themselves', () => {
  it('with 13 % overheads the cost lines, Gastos generales among them, add up to Coste total, and the chart names it', async () => {
    renderSolved(13);
    const total = amount((await screen.findByTestId('total-cost')).textContent);
    const lines = figures('Costes');
    expect(lines.map(([label]) => label)).toEqual([
      'Materiales',
      'Absentismo',
      'Seguridad social',
      'Salarial',
      'Gastos generales',
      'Beneficio',
      'Coste total',
    ]);
    const [last, ...items] = [...lines].reverse();
    expect(amount(last![1])).toBe(total);
    expect(items.reduce((a, [, v]) => a + amount(v), 0)).toBeCloseTo(total, 1);
    expect(amount(lines[4]![1])).toBeGreaterThan(0);
    expect(await screen.findByRole('img', { name: /^Reparto del coste total: .*Gastos generales \d/ })).toBeTruthy();
  });

  it('without overheads no Gastos generales line, and the lines still add up', async () => {
    renderSolved(0);
    const total = amount((await screen.findByTestId('total-cost')).textContent);
    const lines = figures('Costes');
    expect(lines.map(([label]) => label)).not.toContain('Gastos generales');
    expect(lines.slice(0, -1).reduce((a, [, v]) => a + amount(v), 0)).toBeCloseTo(total, 1);
  });

  it('the top card, the employees card, the Plantilla, the Cuadrante and Progreso tell the same people', async () => {
    renderSolved(0);
    const total = Number((await screen.findByTestId('employees-total')).textContent);
    expect(total).toBe(6);
    expect(screen.getByTestId('employees-split').textContent).toBe(
      '2 subrogados/as, 3 nuevas contrataciones con turno fijo y 1 persona para sustituciones',
    );
    const employees = Object.fromEntries(figures('Empleados'));
    expect(
      Number(employees['A subrogar']) +
        Number(employees['A contratar con turno fijo']) +
        Number(employees['A contratar para sustituciones']),
    ).toBe(total);
    // the Plantilla: one heading a section, each with its people; the category's substitutions are one row
    const staff = await screen.findByRole('table', { name: 'Plantilla' });
    const sections = within(staff)
      .getAllByRole('columnheader')
      .map((h) => h.textContent ?? '')
      .filter((t) => /personas?,/.test(t));
    expect(sections).toEqual([
      'Subrogados/as: 2 personas, 1,25 ETC',
      // 1,82 each rounded alone, which with 0,15 made 1,97 under the card's 1,98: now the parts add up
      'Nuevas contrataciones: 3 personas, 1,83 ETC',
      'Sustituciones: 1 persona, 0,15 ETC (vacaciones, ausencias y festivos; sin turno fijo en el cuadrante)',
    ]);
    expect(within(staff).getAllByText(/^Sustitución: /)).toHaveLength(1);
    // the FTE shown add up: the Plantilla's sections are the employees card's parts, which make the top card's total
    const sectionFte = sections.map((t) => amount(/, ([\d,]+) ETC/.exec(t)![1]));
    expect(
      [
        employees[RESULT_LABELS.fteSurrogated],
        employees['de ellos, con turno fijo'],
        employees['de ellos, para sustituciones'],
      ].map(amount),
    ).toEqual(sectionFte);
    const hires = amount(employees['ETC a contratar (sustituciones incluidas)']);
    expect(Math.round((sectionFte[1] + sectionFte[2]) * 100)).toBe(Math.round(hires * 100));
    const totalFte = amount(/^([\d,]+) ETC en total/.exec(screen.getByText(/ETC en total/).textContent ?? '')![1]);
    expect(Math.round((sectionFte[0] + hires) * 100)).toBe(Math.round(totalFte * 100));
    const people = sections.reduce((a, t) => a + Number(/: (\d+) persona/.exec(t)![1]), 0);
    expect(people).toBe(total);
    // the Cuadrante: the people with a fixed week, and it says the substitutions are not in it
    const roster = await screen.findByRole('region', { name: 'Cuadrante semanal' }, { timeout: 3000 });
    expect(await within(roster).findByText('5 trabajadores/as con turno fijo')).toBeTruthy();
    expect(within(roster).getByText(/sustituciones no tienen turno fijo/)).toBeTruthy();
    // Progreso: the same split
    const progress = screen.getByRole('list', { name: 'Eventos de la simulación' });
    expect(
      within(progress).getByText(
        'Plantilla óptima demostrada: 2 subrogados/as, 3 nuevas contrataciones con turno fijo y 1 persona para sustituciones',
      ),
    ).toBeTruthy();
  });
});

describe('Progreso of a long run', () => {
  it('reads its events a page at a time, the newest page first, and Siguiente shows the older ones; its header counts the whole run', async () => {
    const app = createFakeApp({ loggedIn: true, path: pagePath(SOLVED_ID), backend: fullBackend() });
    seedSimulation(simulationFakes(app.backend));
    const start = Date.parse('2026-01-01T09:00:00Z');
    runFakes(app.backend).run(SOLVED_ID).events = Array.from({ length: 130 }, (_, i) => ({
      id: `e-${i + 1}`,
      created: new Date(start + i * 1000).toISOString(),
      title: `Paso ${i + 1}`,
      description: `Paso ${i + 1} del cálculo`,
      // two warnings and an error, all on the older page: the header counts the run, not the page shown
      type_info: i === 4 || i === 9 ? ('Warning' as const) : i === 19 ? ('Error' as const) : ('Info' as const),
      group: null,
    }));
    const user = userEvent.setup();
    renderRoutes(app);
    const list = await screen.findByRole('list', { name: 'Eventos de la simulación' });
    const titles = () =>
      within(screen.getByRole('list', { name: 'Eventos de la simulación' }))
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p')!.textContent);
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    // the newest hundred, in time order
    expect(titles()[0]).toBe('Paso 31');
    expect(titles().at(-1)).toBe('Paso 130');
    const progreso = list.closest('section')!;
    expect(within(progreso).getByText('2 avisos')).toBeTruthy();
    expect(within(progreso).getByText('1 error')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Páginas de Progreso' });
    expect(within(pages).getByRole('status').textContent).toBe('1–100 de 130 eventos');
    await user.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    expect(await within(pages).findByText('101–130 de 130 eventos')).toBeTruthy();
    // a warning's entry names its level before the title (an error's is red, with its icon)
    const level = (i: number) => (i === 4 || i === 9 ? 'Aviso' : '');
    expect(titles()).toEqual(Array.from({ length: 30 }, (_, i) => `${level(i)}Paso ${i + 1}`));
  });
});
