import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { costResults, runFakes, simulationFakes } from '@licita/application/fakes';
import { API_MESSAGES } from '@licita/domain';
import { createFakeApp, type FakeAppOptions } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend, PROJECT_ID } from '../src/testing/data';
import { FORM_PATH, FORM_SIMULATION_ID, seedSimulation } from '../src/testing/simulationStories';
import { blockBounds, ERROR_ID, pagePath, RUNNING_ID, socialSecurityPath, SOLVED_ID } from '../src/testing/runStories';

function renderRun(o: FakeAppOptions = {}) {
  const app = createFakeApp({ loggedIn: true, path: FORM_PATH, backend: fullBackend(), ...o });
  seedSimulation(simulationFakes(app.backend));
  const runs = runFakes(app.backend);
  const { path } = renderRoutes(app);
  return { app, runs, path, user: userEvent.setup() };
}

/** "66.300,50 €" → 66300.5 */
const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));
const figure = (card: string, label: string) => {
  const region = screen.getByRole('region', { name: card });
  // the term's whole text: the social security line's label is its disclosure button
  const dt = within(region)
    .getAllByRole('term')
    .find((term) => term.textContent === label);
  return dt!.nextElementSibling!.textContent;
};

/** Opens 'Modificar parámetros'; `set` types a value over a field of it. */
async function openParameters(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Modificar parámetros' }));
  const dialog = await screen.findByRole('dialog', { name: 'Modificar parámetros' });
  const set = async (label: string, value: string) => {
    const input = await within(dialog).findByLabelText(label);
    await user.clear(input);
    await user.type(input, value);
  };
  return { dialog, set };
}

describe('launch from the simulation form', () => {
  it('confirm → Validando simulación → launched by itself after 1.5 s → the page follows the run until Solved', async () => {
    const { user, runs, path } = renderRun();
    runs.finishAfterPolls = 1;
    await user.click(await screen.findByRole('button', { name: 'Lanzar simulación' }, { timeout: 3000 }));
    const confirm = await screen.findByRole('dialog', { name: 'Lanzar simulación' });
    await user.click(within(confirm).getByRole('button', { name: 'Lanzar' }));
    const validating = await screen.findByRole('dialog', { name: 'Validando simulación' });
    expect(await within(validating).findByText(/se lanzará en unos instantes/)).toBeTruthy();
    expect(runs.calls).not.toContain('launchSimulation');
    await waitFor(() => expect(path()).toBe(pagePath(FORM_SIMULATION_ID)), { timeout: 3000 });
    expect(runs.calls).toContain('launchSimulation');
    expect(await screen.findByRole('region', { name: 'Tiempo transcurrido' })).toBeTruthy();
    // Progreso reads its events after the page (GET /simulation/{id}/events)
    expect(await screen.findByText('Simulación lanzada', { selector: 'p' })).toBeTruthy();
    // refreshed every 2 s until the run ends
    expect(await screen.findByTestId('total-cost', {}, { timeout: 6000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Tiempo transcurrido' })).toBeNull();
    expect(screen.getByText('Simulación completada')).toBeTruthy();
  });

  it('findings: errors cannot be ignored, Cancelar launches nothing; with warnings alone Ignorar y lanzar launches', async () => {
    const { user, runs, path } = renderRun();
    runs.findings.set(FORM_SIMULATION_ID, [
      { message: 'Hay subrogados sin centro', error_code: 1 },
      { message: 'El puesto Cristalero no tiene categoría', error_code: null },
    ]);
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: 'Lanzar simulación' }, { timeout: 3000 }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Lanzar simulación' })).getByRole('button', { name: 'Lanzar' }),
      );
      return screen.findByRole('dialog', { name: 'Validando simulación' });
    };
    let dialog = await open();
    expect(
      within(await within(dialog).findByRole('list', { name: 'Errores que impiden lanzar' })).getByText(
        'Hay subrogados sin centro',
      ),
    ).toBeTruthy();
    expect(
      within(within(dialog).getByRole('list', { name: 'Avisos' })).getByText('El puesto Cristalero no tiene categoría'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Corrige los errores en el formulario para poder lanzar la simulación.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Ignorar y lanzar' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((r) => setTimeout(r, 1700));
    expect(runs.calls).not.toContain('launchSimulation');
    runs.findings.set(FORM_SIMULATION_ID, [{ message: 'El puesto Cristalero no tiene categoría', error_code: null }]);
    dialog = await open();
    await user.click(await within(dialog).findByRole('button', { name: 'Ignorar y lanzar' }));
    await waitFor(() => expect(path()).toBe(pagePath(FORM_SIMULATION_ID)));
  });

  it('a failed validation closes the dialog with its message; a 460 shows the message of its code', async () => {
    const { user, runs, app } = renderRun();
    app.backend.refuseNext('validateSimulation', 500, API_MESSAGES.unknown);
    await user.click(await screen.findByRole('button', { name: 'Lanzar simulación' }, { timeout: 3000 }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Lanzar simulación' })).getByRole('button', { name: 'Lanzar' }),
    );
    expect(await screen.findByText('Error validando los datos de la simulación.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    runs.findings.set(FORM_SIMULATION_ID, [{ message: 'Aviso', error_code: null }]);
    runs.refuseCode = 7;
    await user.click(screen.getByRole('button', { name: 'Lanzar simulación' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Lanzar simulación' })).getByRole('button', { name: 'Lanzar' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Ignorar y lanzar' }));
    expect(await screen.findByText('Has superado el límite de uso: contacta con soporte para ampliar tu plan')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('simulation page', () => {
  it('a solved run: header links, cards, category table, charts, workers and the progress with its details', async () => {
    const { user, runs } = renderRun({ path: pagePath(SOLVED_ID) });
    const header = await screen.findByRole('region', { name: 'Cabecera de la simulación' });
    expect(within(header).getByRole('heading', { level: 1, name: 'Simulación 1' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Ver formulario' }).getAttribute('href')).toBe(
      `/simulation/${PROJECT_ID}/${SOLVED_ID}/form`,
    );
    expect(within(header).getByRole('link', { name: 'Bonificación de la seguridad social' }).getAttribute('href')).toBe(
      socialSecurityPath(SOLVED_ID),
    );
    expect(within(header).getByLabelText('Tiempo de cálculo').textContent).toBe('00:00:07');
    expect(screen.getByTestId('employees-total').textContent).toBe('6');
    expect(figure('Empleados', 'A contratar con turno fijo')).toBe('3');
    expect(figure('Empleados', 'A contratar para sustituciones')).toBe('1');
    expect(figure('Empleados', 'A subrogar')).toBe('2');
    const table = screen.getByRole('table', { name: 'Resultados por categoría' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Categorías', 'Empleados/as', 'ETC', 'Horas', 'Coste salarial']);
    expect(within(table).getByRole('rowheader', { name: 'Cristalero/a' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: /^Reparto del coste total: Materiales/ })).toBeTruthy();
    const costs = ['Materiales', 'Absentismo', 'Seguridad social', 'Salarial', 'Beneficio'].map((l) =>
      euros(figure('Costes', l)),
    );
    expect(costs.reduce((a, b) => a + b, 0)).toBeCloseTo(euros(screen.getByTestId('total-cost').textContent), 1);
    expect(
      within(await screen.findByRole('table', { name: 'Plantilla' })).getByText('Sustituciones de Limpiador/a'),
    ).toBeTruthy();
    const progress = screen.getByRole('list', { name: 'Eventos de la simulación' });
    await user.click(within(progress).getAllByRole('button', { name: /Ver detalle/ })[0]!);
    expect(within(progress).getByRole('list', { name: 'Detalle de Datos cargados' })).toBeTruthy();
    await user.click(within(header).getByRole('button', { name: 'Descargar solución' }));
    await waitFor(() => expect(runs.calls).toContain('simulationSolutionUrl'));
  });

  it("Por qué esta plantilla: the engine's sentences under their group and position", async () => {
    renderRun({ path: pagePath(SOLVED_ID) });
    const card = await screen.findByRole('region', { name: 'Por qué esta plantilla' });
    const cleaning = await within(card).findByRole('region', { name: 'Agrupación 1 · Limpieza' });
    expect(
      within(cleaning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'María López queda 6 h semanales sin trabajo: el convenio limita la jornada a 9 h diarias y no hay más demanda de Limpieza en su agrupación.',
      'Las 65 h semanales de Limpieza que no cubren los subrogados se reparten en 2 contrataciones (40 h y 25 h): el convenio exige 12 h de descanso entre jornadas.',
    ]);
    // a center without group is named by the center
    const windows = within(card).getByRole('region', { name: 'Polideportivo Norte · Cristalería' });
    expect(within(windows).getByRole('listitem').textContent).toMatch(
      /^Cristalero\/a \(nueva contratación 3\) se contrata a tiempo parcial \(8 h de 40 h semanales\)/,
    );
  });

  it('a running run ticks and can be cancelled; an error run shows its error events', async () => {
    const { user, runs } = renderRun({ path: pagePath(RUNNING_ID) });
    const timer = within(await screen.findByRole('region', { name: 'Tiempo transcurrido' })).getByRole('timer');
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2500 });
    expect(screen.queryByRole('button', { name: 'Modificar parámetros' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancelar simulación' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancelar simulación' })).getByRole('button', { name: 'Sí, cancelar' }),
    );
    expect(await screen.findByText('La simulación está detenida.')).toBeTruthy();
    expect(runs.card(RUNNING_ID).status).toBe('Stopped');
  });

  it('an error run: its error events carry an icon', async () => {
    renderRun({ path: pagePath(ERROR_ID) });
    const errors = await screen.findAllByRole('img', { name: 'Error' });
    expect(errors.length).toBe(2);
    expect(screen.getByText('Simulación con errores')).toBeTruthy();
  });

  it('the quality card: the new hires against the block bound, in total and per group and position', async () => {
    const { runs, user } = renderRun({ path: pagePath(SOLVED_ID) });
    const run = runs.run(SOLVED_ID);
    run.results = {
      ...costResults(run.workers!, run.parameters!),
      ...blockBounds(),
    };
    const card = await screen.findByRole('region', { name: 'Calidad de la solución' });
    expect(figure('Calidad de la solución', 'Cota por bloques')).toBe('2,95 ETC');
    expect(figure('Calidad de la solución', 'Cota inferior por horas')).toBe('2,60 ETC');
    expect(figure('Calidad de la solución', 'ETC de nuevas contrataciones del cuadrante')).toBe('3,00');
    // 3.00 / 2.95 − 1
    expect(figure('Calidad de la solución', 'Por encima de la cota por bloques')).toBe('+1,69 %');
    expect(figure('Calidad de la solución', 'Diferencia de coste con la cota por bloques')).toBe('+0,75 %');
    // the figures come from the summary's sums; the table is read when it is opened
    expect(runs.calls).not.toContain('getSimulationBounds');
    await user.click(within(card).getByText('Por agrupación y puesto'));
    const table = await within(card).findByRole('table', { name: 'Cotas por agrupación y puesto' });
    expect(runs.calls.filter((c) => c === 'getSimulationBounds')).toHaveLength(1);
    const row = within(table).getByRole('rowheader', { name: 'Hospital Norte' }).closest('tr')!;
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Cristalero', '0,60', '0,50', '0,60']);
  });

  it('the results page reads the summary, a page of the explanations and no whole results', async () => {
    const { runs } = renderRun({ path: pagePath(SOLVED_ID) });
    const card = await screen.findByRole('region', { name: 'Por qué esta plantilla' });
    expect(await within(card).findByRole('region', { name: 'Agrupación 1 · Limpieza' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Cuadrante semanal' });
    expect(runs.calls).toContain('getSimulation');
    expect(runs.calls.filter((c) => c === 'getSimulationExplanations')).toHaveLength(1);
    expect(runs.calls).not.toContain('getSimulationResults');
  });

  it('results without the block bound (stored before it) show no quality card', async () => {
    renderRun({ path: pagePath(SOLVED_ID) });
    await screen.findByRole('region', { name: 'Costes' });
    expect(screen.queryByRole('region', { name: 'Calidad de la solución' })).toBeNull();
  });

  it('unparsable results and the reader role', async () => {
    const app = renderRun({ path: pagePath(SOLVED_ID), role: 'lector' });
    app.runs.run(SOLVED_ID).results = '{no es json';
    expect((await screen.findByRole('alert')).textContent).toContain('No se han podido leer los resultados de la simulación');
    expect(screen.queryByRole('button', { name: 'Modificar parámetros' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bonificación de la seguridad social' })).toBeNull();
  });
});

describe('Modificar parámetros', () => {
  it('rules, reset to the form values, then Guardar re-costs: the total changes by the benefit', async () => {
    const { user, runs } = renderRun({ path: pagePath(SOLVED_ID) });
    runs.parameterChange.script = [
      { status: 'PENDING', info_message: null },
      { status: 'FINISHED', info_message: null },
    ];
    const before = euros((await screen.findByTestId('total-cost')).textContent);
    await user.click(screen.getByRole('button', { name: 'Modificar parámetros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modificar parámetros' });
    const benefit = (await within(dialog).findByLabelText('Beneficio (%)')) as HTMLInputElement;
    expect(benefit.value).toBe('5');
    const groups = within(dialog)
      .getAllByRole('group')
      .map((g) => g.querySelector('legend')!.textContent);
    expect(groups).toEqual([
      'Oferta',
      'Puntuación económica',
      'Todos los centros',
      'Colegio Santa Teresa',
      'Polideportivo Norte',
    ]);
    await user.clear(benefit);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Valor requerido')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer valores del formulario' }));
    await waitFor(() => expect((within(dialog).getByLabelText('Beneficio (%)') as HTMLInputElement).value).toBe('0'));
    await user.clear(within(dialog).getByLabelText('Beneficio (%)'));
    await user.type(within(dialog).getByLabelText('Beneficio (%)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Actualizando simulación')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    await waitFor(() => expect(euros(screen.getByTestId('total-cost').textContent)).not.toBe(before));
    const after = euros(screen.getByTestId('total-cost').textContent);
    const benefitAfter = euros(figure('Costes', 'Beneficio'));
    expect(benefitAfter / (after - benefitAfter)).toBeCloseTo(0.1, 4);
  });
});

describe('Presupuesto y oferta', () => {
  it('13 % overheads, 21 % VAT, a tender budget and two other offers: the card shows the discount and the threshold', async () => {
    const { user, runs } = renderRun({ path: pagePath(SOLVED_ID) });
    runs.parameterChange.script = [{ status: 'FINISHED', info_message: null }];
    await screen.findByTestId('total-cost');
    expect(screen.getByText(/Indica el presupuesto base de licitación/)).toBeTruthy();
    const { dialog, set } = await openParameters(user);
    await set('Gastos generales (%)', '13');
    await set('IVA (%)', '21');
    await set('Presupuesto base de licitación (sin IVA)', '250000');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir competidor' }));
    await user.click(within(dialog).getByRole('button', { name: 'Añadir competidor' }));
    await set('Precio sin IVA del competidor 1', '0');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getAllByText('Valor incorrecto').length).toBeGreaterThan(0);
    await set('Precio sin IVA del competidor 1', '230.000');
    await set('Precio sin IVA del competidor 2', '240000');
    // the competitors' prices are the shared number field: read the Spanish way, shown es-ES once left
    expect(within(dialog).getByRole('textbox', { name: 'Precio sin IVA del competidor 1' })).toHaveProperty(
      'value',
      '230.000,00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    const bid = await screen.findByTestId('bid');
    const card = 'Presupuesto y oferta';
    const total = euros(figure(card, 'Coste total sin IVA'));
    expect(euros(figure(card, 'Coste total con IVA'))).toBeCloseTo(total * 1.21, 1);
    expect(euros(figure(card, 'Gastos generales'))).toBeGreaterThan(0);
    // the discount of our offer (the total) and the three-offer threshold: mean discount + 10, at most 25 points
    const d = [total, 230000, 240000].map((p) => ((250000 - p) / 250000) * 100);
    expect(euros(figure(card, 'Baja'))).toBeCloseTo(d[0]!, 1);
    const threshold = Math.min((d[0]! + d[1]! + d[2]!) / 3 + 10, 25);
    const [price, points] = figure(card, 'Umbral de anormalidad')!.split('(baja');
    expect(euros(price!)).toBeCloseTo(250000 * (1 - threshold / 100), 0);
    expect(euros(points!)).toBeCloseTo(threshold, 1);
    expect(within(bid).getByRole(d[0]! > threshold ? 'alert' : 'status').textContent).toContain('anormalidad');
    expect(
      within(screen.getByRole('region', { name: card })).getByRole('button', { name: 'Descargar justificación' }),
    ).toBeTruthy();
    expect(within(bid).getByText(/Indica la fórmula de la oferta económica/)).toBeTruthy();
  });

  it('Puntuación económica: proportional, 60 points, 35 technical and a stronger competitor; "Ofertar el precio ganador" ranks us first', async () => {
    const { user, runs } = renderRun({ path: pagePath(SOLVED_ID) });
    runs.parameterChange.script = [{ status: 'FINISHED', info_message: null }];
    const total = euros((await screen.findByTestId('total-cost')).textContent);
    const { dialog, set } = await openParameters(user);
    await set('Presupuesto base de licitación (sin IVA)', String(Math.round(total * 1.3)));
    await user.selectOptions(within(dialog).getByLabelText('Fórmula del pliego'), 'proportional');
    expect(within(dialog).getByText(/Inversamente proporcional a la oferta más baja/)).toBeTruthy();
    await set('Puntos de la oferta económica', '60');
    await set('Nuestros puntos técnicos', '35');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir competidor' }));
    await set('Competidor 1', 'Limpiezas Norte');
    // 5 % above our price with 40 technical points: 60 / 1.05 = 57.14 + 40 = 97.14 against our 95
    await set('Precio sin IVA del competidor 1', String(Math.round(total * 1.05)));
    await set('Puntos técnicos del competidor 1', '40');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    const score = await screen.findByTestId('score');
    expect(within(score).getByTestId('score-summary').textContent).toContain('puesto 2 de 2');
    const rows = within(within(score).getByRole('table', { name: 'Ofertas y puntuación' })).getAllByRole('row');
    expect(rows[2]!.textContent).toContain('Limpiezas Norte');
    expect(within(score).getByRole('img', { name: 'Puntos totales y margen según la oferta' })).toBeTruthy();
    await user.click(within(score).getByRole('button', { name: 'Ofertar el precio ganador' }));
    await waitFor(() => expect(screen.getByTestId('score-summary').textContent).toContain('puesto 1 de 2'), { timeout: 4000 });
  });
});

describe('social security discount', () => {
  it('select-all, then one new hire: Descontar SS and the social security drops', async () => {
    const { user } = renderRun({ path: socialSecurityPath(SOLVED_ID) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Simulación 1' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Nuevos empleados/as' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['', 'Empleado', 'Centro', 'Jornada', 'Coste salarial', 'Coste seguridad social']);
    const save = screen.getByRole('button', { name: 'Descontar SS' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(table).getByLabelText('Seleccionar todos'));
    expect(within(table).getAllByRole('checkbox', { checked: true })).toHaveLength(4);
    await user.click(within(table).getByLabelText('Seleccionar todos'));
    expect(within(table).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    const before = euros(screen.getByTestId('ss-total').textContent);
    await user.click(within(table).getByLabelText('Seleccionar Limpiador/a (nueva contratación 1)'));
    await user.click(save);
    await waitFor(() => expect(euros(screen.getByTestId('ss-total').textContent)).toBeCloseTo(before - 4500, 2), {
      timeout: 4000,
    });
    expect(within(table).getByText('Descontada')).toBeTruthy();
  });
});
