import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { simulationFakes } from '@licita/application/fakes';
import { createFakeApp, type FakeAppOptions } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend, PROJECT_ID } from '../src/testing/data';
import { FORM_PATH, FORM_SIMULATION_ID, seedSimulation } from '../src/testing/simulationStories';
import { cleanerSurrogate } from '../src/testing/formFixtures';

function renderForm(o: FakeAppOptions & { seed?: boolean } = {}) {
  const app = createFakeApp({ loggedIn: true, path: FORM_PATH, backend: fullBackend(), ...o });
  const fakes = simulationFakes(app.backend);
  if (o.seed !== false) seedSimulation(fakes);
  const { path } = renderRoutes(app);
  return { app, fakes, path, user: userEvent.setup() };
}

const data = (f: ReturnType<typeof simulationFakes>) => f.data(FORM_SIMULATION_ID);

describe('tender detail: simulations', () => {
  it("'Nueva simulación': name required, unique in the tender, then the new simulation's form", async () => {
    const { user, path } = renderForm({ path: `/projects/${PROJECT_ID}` });
    await user.click(await screen.findByRole('button', { name: 'Nueva simulación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva simulación' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Nombre requerido');
    await user.type(within(dialog).getByLabelText('Nombre simulación*'), 'simulación 1');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'No pueden existir dos simulaciones con el mismo nombre en la licitación.',
    );
    await user.clear(within(dialog).getByLabelText('Nombre simulación*'));
    await user.type(within(dialog).getByLabelText('Nombre simulación*'), 'Escenario A');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(path()).toMatch(new RegExp(`^/simulation/${PROJECT_ID}/sim-new-\\d+/form$`)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Escenario A' })).toBeTruthy();
  });

  it('rename, duplicate and delete (with confirmation) from the cards; a click routes by status', async () => {
    const { user, app, path } = renderForm({ path: `/projects/${PROJECT_ID}` });
    await user.click(await screen.findByRole('button', { name: 'Renombrar Simulación 4' }));
    const rename = await screen.findByRole('dialog', { name: 'Editar nombre' });
    await user.clear(within(rename).getByLabelText('Nombre simulación*'));
    await user.type(within(rename).getByLabelText('Nombre simulación*'), 'Simulación base');
    await user.click(within(rename).getByRole('button', { name: 'Editar' }));
    expect(await screen.findByRole('button', { name: 'Simulación base' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Duplicar Simulación base' }));
    expect(await screen.findByRole('button', { name: 'Simulación base (copia)' })).toBeTruthy();
    expect(app.backend.simulations.find((s) => s.name === 'Simulación base (copia)')?.uid).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(screen.getByRole('button', { name: 'Eliminar Simulación base (copia)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar simulación' });
    await user.click(within(confirm).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Simulación base (copia)' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Simulación 1' }));
    expect(path()).toBe(`/projects/${PROJECT_ID}/simulations/s-1`);
  });
});

describe('simulation form', () => {
  it('breadcrumbs, title and the non-linear stepper', async () => {
    const { user } = renderForm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Simulación 4' }, { timeout: 3000 })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Licitación 3' }).getAttribute('href')).toBe(`/projects/${PROJECT_ID}`);
    const steps = screen.getByRole('navigation', { name: 'Pasos del formulario' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1Datos Básicos', '2Carga de Trabajo', '3Subrogados', '4Otros Costes']);
    await user.click(within(steps).getByRole('button', { name: /Otros Costes/ }));
    expect(await screen.findByText('Todos los centros')).toBeTruthy();
    await user.click(within(steps).getByRole('button', { name: /Subrogados/ }));
    expect(await screen.findByText('Posible jubilación')).toBeTruthy();
    expect((screen.getByLabelText('Total de horas semanales') as HTMLInputElement).value).toBe('50');
    expect(screen.getByRole('button', { name: 'Lanzar simulación' })).toBeTruthy();
  });

  it('Datos Básicos: save disabled without centers (tooltip), row errors, then basic data and centers saved together', async () => {
    const { user, fakes } = renderForm({ seed: false });
    const save = await screen.findByRole('button', { name: 'Guardar' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Para poder guardar, añade al menos un centro pulsando en +.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Complete los datos de la simulación').length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Fecha de inicio del servicio'), '01/02/2025');
    await user.type(screen.getByLabelText('Duración (meses)'), '12');
    await user.click(screen.getByRole('button', { name: 'Añadir centro' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Centros es requerido')).toBeTruthy();
    expect(screen.getByText('Localidad es requerido')).toBeTruthy();
    expect(screen.getByText('Convenio es requerido')).toBeTruthy();
    await user.type(screen.getByLabelText('Centro 1'), 'Sede central');
    // the locality is searched by name (accents aside) and picked from the list
    await user.type(screen.getByRole('combobox', { name: 'Localidad 1' }), 'madrid');
    await user.click(await screen.findByRole('option', { name: 'Madrid' }));
    await user.selectOptions(screen.getByLabelText('Convenio 1'), 'Limpieza Ávila 2024-2027');
    expect(fakes.calls).not.toContain('saveCenters');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Guardado con éxito')).toBeTruthy();
    expect(data(fakes).centers).toMatchObject([
      { name: 'Sede central', municipality_id: 'loc-madrid', agreement_id: 'agr-avila', vacation_coverage: 100 },
    ]);
    expect(fakes.basic.get(FORM_SIMULATION_ID)).toMatchObject({
      service_date_init: '2025-02-01',
      service_duration: 12,
      social_security: 34,
      absenteeism_rate: 0,
    });
  });

  it('Datos Básicos: the tender budget and the offer, typed the Spanish way before any launch, are saved with the basic data', async () => {
    const { user, fakes } = renderForm();
    const bid = await screen.findByRole('region', { name: 'Presupuesto y oferta' }, { timeout: 3000 });
    await user.type(within(bid).getByRole('textbox', { name: 'Presupuesto base de licitación (sin IVA)' }), '130.000');
    await user.type(within(bid).getByRole('textbox', { name: 'Precio ofertado (sin IVA)' }), '140.000');
    await user.tab();
    expect(within(bid).getByText('La oferta supera el presupuesto base de licitación: quedaría excluida')).toBeTruthy();
    await user.clear(within(bid).getByRole('textbox', { name: 'Precio ofertado (sin IVA)' }));
    await user.type(within(bid).getByRole('textbox', { name: 'Precio ofertado (sin IVA)' }), '118.500,50');
    // the price score and the competitors, as in 'Modificar parámetros'
    await user.selectOptions(within(bid).getByLabelText('Fórmula del pliego'), 'Proporcional a la oferta más baja');
    await user.type(within(bid).getByRole('textbox', { name: 'Puntos de la oferta económica' }), '60');
    await user.type(within(bid).getByRole('textbox', { name: 'Nuestros puntos técnicos' }), '35,5');
    await user.click(within(bid).getByRole('button', { name: 'Añadir competidor' }));
    await user.type(within(bid).getByRole('textbox', { name: 'Competidor 1' }), 'Limpiezas Norte');
    await user.type(within(bid).getByRole('textbox', { name: 'Precio sin IVA del competidor 1' }), '112.000');
    await user.clear(within(bid).getByRole('textbox', { name: 'Gastos generales (%)' }));
    await user.type(within(bid).getByRole('textbox', { name: 'Gastos generales (%)' }), '12,5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Guardado con éxito')).toBeTruthy();
    expect(fakes.basic.get(FORM_SIMULATION_ID)?.bid).toEqual({
      overheads: 12.5,
      benefit: 0,
      vat: 21,
      tender_budget: 130000,
      offer_price: 118500.5,
      other_offers: [],
      price_score: { max_points: 60, formula: 'proportional' },
      technical_points: 35.5,
      competitors: [{ name: 'Limpiezas Norte', price: 112000, technical_points: null }],
    });
    expect(
      (within(bid).getByRole('textbox', { name: 'Presupuesto base de licitación (sin IVA)' }) as HTMLInputElement).value,
    ).toBe('130.000,00');
  });

  it("Turnos fijos: the modal's messages, the split shift and the over-9-hours warning", async () => {
    const { user, fakes } = renderForm();
    await user.click(await screen.findByRole('button', { name: /Carga de Trabajo/ }));
    await user.click(await screen.findByRole('tab', { name: 'Turnos fijos' }));
    await user.click(await screen.findByRole('button', { name: 'Añadir turno' }));
    const modal = await screen.findByRole('dialog', { name: 'Crear turno' });
    await user.selectOptions(within(modal).getByLabelText('Centro'), '');
    await user.click(within(modal).getByRole('button', { name: 'Crear turno' }));
    expect(within(modal).getByText('Seleccione un centro')).toBeTruthy();
    expect(within(modal).getByText('Seleccione un puesto')).toBeTruthy();
    expect(within(modal).getByText('Seleccione los horarios.')).toBeTruthy();
    expect(within(modal).getByText('Selecciona algún día de la semana.')).toBeTruthy();
    await user.selectOptions(within(modal).getByLabelText('Centro'), 'Polideportivo Norte');
    await user.selectOptions(within(modal).getByLabelText('Puesto'), 'Limpieza');
    await user.click(within(modal).getByLabelText('Turno partido'));
    await user.type(within(modal).getByLabelText('Inicio del turno'), '06:00');
    await user.type(within(modal).getByLabelText('Fin del turno'), '12:00');
    await user.type(within(modal).getByLabelText('Inicio del segundo turno'), '06:00');
    await user.type(within(modal).getByLabelText('Fin del segundo turno'), '12:00');
    expect(within(modal).getByText('Los horarios no pueden coincidir.')).toBeTruthy();
    await user.clear(within(modal).getByLabelText('Inicio del segundo turno'));
    await user.type(within(modal).getByLabelText('Inicio del segundo turno'), '14:00');
    await user.clear(within(modal).getByLabelText('Fin del segundo turno'));
    await user.type(within(modal).getByLabelText('Fin del segundo turno'), '18:00');
    expect(
      within(modal).getByText('¡Ojo! Has creado un turno de más de 9 horas, asegúrate que el convenio lo permita'),
    ).toBeTruthy();
    await user.click(within(modal).getByLabelText('Lunes-Viernes'));
    expect((within(modal).getByLabelText('Viernes') as HTMLInputElement).checked).toBe(true);
    await user.click(within(modal).getByRole('button', { name: 'Crear turno' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Crear turno' })).toBeNull());
    expect(data(fakes).shifts[1]).toMatchObject({
      center_id: 'c-2',
      shift_type: 'split',
      shift_times: [
        { time_init: '06:00', time_end: '12:00' },
        { time_init: '14:00', time_end: '18:00' },
      ],
      weekdays_working: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    });
    expect(await screen.findByText('06:00-12:00 / 14:00-18:00')).toBeTruthy();
  });

  it('Turnos fijos: a new shift takes its type from its times (22:00–06:00 is Noche) until the user picks one', async () => {
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: /Carga de Trabajo/ }));
    await user.click(await screen.findByRole('tab', { name: 'Turnos fijos' }));
    await user.click(await screen.findByRole('button', { name: 'Añadir turno' }));
    const modal = await screen.findByRole('dialog', { name: 'Crear turno' });
    const type = () => (within(modal).getByLabelText('Tipo de turno') as HTMLSelectElement).value;
    expect(type()).toBe('morning');
    await user.type(within(modal).getByLabelText('Inicio del turno'), '22:00');
    await user.type(within(modal).getByLabelText('Fin del turno'), '06:00');
    expect(type()).toBe('night');
    await user.clear(within(modal).getByLabelText('Inicio del turno'));
    await user.type(within(modal).getByLabelText('Inicio del turno'), '14:00');
    await user.clear(within(modal).getByLabelText('Fin del turno'));
    await user.type(within(modal).getByLabelText('Fin del turno'), '22:00');
    expect(type()).toBe('afternoon');
    // once picked by hand, the type stays whatever the times
    await user.selectOptions(within(modal).getByLabelText('Tipo de turno'), 'morning');
    await user.clear(within(modal).getByLabelText('Fin del turno'));
    await user.type(within(modal).getByLabelText('Fin del turno'), '23:00');
    expect(type()).toBe('morning');
  });

  it("Tareas por horas: 'Formato hh ó hh:mm.', the time slot length and 'Cubrir presencialidad' only for a fixed time per day", async () => {
    const { user, fakes } = renderForm();
    await user.click(await screen.findByRole('button', { name: /Carga de Trabajo/ }));
    await user.click(await screen.findByRole('tab', { name: 'Tareas por horas' }));
    expect(await screen.findByText('03:30 cada semana')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Añadir tarea' }));
    const modal = await screen.findByRole('dialog', { name: 'Añadir tarea' });
    await user.type(within(modal).getByLabelText('Tiempo de la tarea (hh:mm)'), '2:75');
    await user.click(within(modal).getByRole('button', { name: 'Añadir tarea' }));
    expect(within(modal).getByText('Formato hh ó hh:mm.')).toBeTruthy();
    expect(within(modal).getByText('Nombre requerido.')).toBeTruthy();
    expect((within(modal).getByLabelText('Periodo') as HTMLSelectElement).value).toBe('week');
    // a fixed time per week is the week's total, spread over the marked days: said in words under the choice
    expect(within(modal).getByTestId('fixed-period-meaning').textContent).toBe(
      '2:75 en total por semana, repartido entre los días marcados (no en cada uno).',
    );
    await user.click(within(modal).getByLabelText('Franja horaria recomendada'));
    expect(within(modal).queryByLabelText('Cubrir presencialidad en todo el tramo horario')).toBeNull();
    await user.selectOptions(within(modal).getByLabelText('Periodo'), 'day');
    expect(within(modal).getByLabelText('Cubrir presencialidad en todo el tramo horario')).toBeTruthy();
    expect(within(modal).getByTestId('fixed-period-meaning').textContent).toBe('2:75 cada día marcado.');
    await user.type(within(modal).getByLabelText('Inicio de la franja'), '22:00');
    await user.type(within(modal).getByLabelText('Fin de la franja'), '01:30');
    expect(within(modal).getByText('Duración de la franja: 03:30')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Usar como tiempo de la tarea' }));
    expect((within(modal).getByLabelText('Tiempo de la tarea (hh:mm)') as HTMLInputElement).value).toBe('03:30');
    await user.type(within(modal).getByLabelText('Nombre de la tarea'), 'Vigilancia nocturna');
    await user.selectOptions(within(modal).getByLabelText('Centro'), 'Colegio Santa Teresa');
    await user.selectOptions(within(modal).getByLabelText('Puesto'), 'Limpieza');
    await user.click(within(modal).getByLabelText('Todos los festivos'));
    await user.click(within(modal).getByRole('button', { name: 'Añadir tarea' }));
    await waitFor(() => expect(data(fakes).tasks).toHaveLength(2));
    expect(await screen.findByText('Tarea añadida con éxito')).toBeTruthy();
    expect(data(fakes).tasks[1]).toMatchObject({
      name: 'Vigilancia nocturna',
      work_time: { hours: 3, minutes: 30 },
      frequency: { period_type: 'fixed_period', period: 'day', amount: 1 },
      recommended_time_slot: { time_init: '22:00', time_end: '01:30' },
    });
  });

  it("Categorías-Puestos: prefilled with each category's name; 'Hay categorías sin puestos', then positions created by name and saved", async () => {
    const { user, fakes } = renderForm();
    data(fakes).categoryPositions.byCategory = { 'cat-limp': ['pos-limp', 'pos-crist'] }; // Especialista has none yet
    await user.click(await screen.findByRole('button', { name: /Carga de Trabajo/ }));
    const main = await screen.findByLabelText('Puesto principal de Especialista');
    // a category without a position shows its own name: nothing is shared unless the user types it
    expect((main as HTMLInputElement).value).toBe('Especialista');
    await user.clear(main);
    // typed is not saved: the tab says so until Guardar
    expect(screen.getByRole('status').textContent).toMatch(/^Cambios sin guardar: pulsa Guardar/);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Hay categorías sin puestos')).toBeTruthy();
    await user.type(main, 'Supervisión');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Guardado con éxito')).toBeTruthy();
    expect(screen.queryByText(/^Cambios sin guardar/)).toBeNull();
    const created = data(fakes).positions.find((p) => p.name === 'Supervisión')!;
    expect(data(fakes).categoryPositions.byCategory['cat-esp']).toEqual([created.id]);
    await user.click(screen.getByLabelText('Cualquier categoría puede realizar cualquier puesto'));
    expect(screen.queryByRole('table', { name: 'Categorías y puestos' })).toBeNull();
  });

  it("Subrogados: 'Continuar añadiendo subrogados' keeps agreement and category; rules with their messages", async () => {
    const { user, fakes } = renderForm();
    await user.click(await screen.findByRole('button', { name: /Subrogados/ }));
    await user.click(await screen.findByRole('button', { name: 'Añadir subrogado' }));
    const modal = await screen.findByRole('dialog', { name: 'Añadir subrogado' });
    await user.click(within(modal).getByRole('button', { name: 'Añadir y cerrar' }));
    expect(within(modal).getByText('Categoría requerida')).toBeTruthy();
    expect(within(modal).getByText('Valor requerido')).toBeTruthy();
    await waitFor(() => expect(within(modal).getAllByRole('option', { name: 'Especialista' }).length).toBe(1));
    await user.selectOptions(within(modal).getByLabelText('Categoría'), 'Especialista');
    await user.type(within(modal).getByLabelText('Jornada'), '25');
    await user.click(within(modal).getByRole('button', { name: 'Continuar añadiendo subrogados' }));
    await waitFor(() => expect(data(fakes).surrogates).toHaveLength(3));
    // the fake holds the row before its answer reaches the dialog, which then starts the next one
    await waitFor(() => expect((within(modal).getByLabelText('Jornada') as HTMLInputElement).value).toBe(''));
    expect((within(modal).getByLabelText('Categoría') as HTMLSelectElement).value).toBe('cat-esp');
    await user.type(within(modal).getByLabelText('Jornada'), '15');
    await user.click(within(modal).getByRole('button', { name: 'Añadir y cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Añadir subrogado' })).toBeNull());
    await waitFor(() => expect((screen.getByLabelText('Total de horas semanales') as HTMLInputElement).value).toBe('90'));
  });

  it("Otros Costes: center or all centers, per-type fields, catalogue prefill and 'Continuar añadiendo otros costes'", async () => {
    const { user, fakes } = renderForm({ seed: true });
    await user.click(await screen.findByRole('button', { name: /Otros Costes/ }));
    await user.click(await screen.findByRole('button', { name: 'Añadir Concepto Económico' }));
    const modal = await screen.findByRole('dialog', { name: 'Añadir otros costes' });
    await user.click(within(modal).getByRole('button', { name: 'Añadir y cerrar' }));
    expect(within(modal).getByText('Centro requerido')).toBeTruthy();
    expect(within(modal).getByText('Material requerido')).toBeTruthy();
    await user.selectOptions(within(modal).getByLabelText('Tipo'), 'MONTHLY_UNIT_COST');
    expect(within(modal).getByLabelText('Número de unidades')).toBeTruthy();
    expect(within(modal).getByLabelText('Meses a aplicar')).toBeTruthy();
    await user.selectOptions(within(modal).getByLabelText('Centro'), 'Todos los centros');
    await user.type(within(modal).getByLabelText('Concepto'), 'Uniformes');
    expect((within(modal).getByLabelText('Importe') as HTMLInputElement).value).toBe('120');
    expect((within(modal).getByLabelText('Tipo') as HTMLSelectElement).value).toBe('AMOUNT_BY_WORKER');
    await user.click(within(modal).getByRole('button', { name: 'Continuar añadiendo otros costes' }));
    await waitFor(() => expect(data(fakes).otherCosts).toHaveLength(3));
    expect(data(fakes).otherCosts[2]).toMatchObject({
      name: 'Uniformes',
      cost_type: 'AMOUNT_BY_WORKER',
      amount: 120,
      center_id: null,
    });
    await waitFor(() => expect((within(modal).getByLabelText('Concepto') as HTMLInputElement).value).toBe(''));
    await user.selectOptions(within(modal).getByLabelText('Tipo'), 'SALARY_PERCENT');
    await user.type(within(modal).getByLabelText('Concepto'), 'Beneficio extra');
    await user.type(within(modal).getByLabelText('Importe'), '120');
    await user.click(within(modal).getByRole('button', { name: 'Añadir y cerrar' }));
    expect(within(modal).getByText('Valor incorrecto')).toBeTruthy();
  });

  it("imports surrogates from the template: 'Seleccione un fichero', the ERROR's info_message, then the list reloads", async () => {
    const { user, fakes } = renderForm();
    await user.click(await screen.findByRole('button', { name: /Subrogados/ }));
    await user.click(await screen.findByRole('button', { name: 'Subir Plantilla de Subrogados' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subir Plantilla de Subrogados' });
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Seleccione un fichero');
    await user.upload(
      within(dialog).getByLabelText('Fichero (.xlsx)'),
      new File(['x'], 'subrogados.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    fakes.imports.script = [
      { status: 'ERROR', info_message: 'Hoja Subrogados, fila 2, columna C (Categoría): Categoría requerida' },
    ];
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(
      () =>
        expect(within(dialog).getByRole('alert').textContent).toBe(
          'Hoja Subrogados, fila 2, columna C (Categoría): Categoría requerida',
        ),
      { timeout: 3000 },
    );
    expect(data(fakes).surrogates).toHaveLength(2);
    fakes.imports.script = [
      { status: 'PENDING', info_message: null },
      { status: 'FINISHED', info_message: null },
    ];
    // what the workbook brings, recorded
    const contract = fakes.contractTypes[0]!;
    const row = {
      id: 'sub-imp',
      name: 'Importado',
      hours: 20,
      beginning: '2015-01-01',
      retirement: false,
      center_id: null,
      contract,
    };
    fakes.imported = { surrogates: [cleanerSurrogate(row)] };
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Subir Plantilla de Subrogados' })).toBeNull(), {
      timeout: 3000,
    });
    expect(await screen.findByText('Importado')).toBeTruthy();
    expect(fakes.calls.filter((c) => c === 'surrogatesImportStatus')).toHaveLength(3);
  });

  it('local holidays of a locality are edited, and a new locality with its autonomous community joins the choices', async () => {
    const { user, fakes } = renderForm();
    await user.click((await screen.findAllByRole('button', { name: 'Editar localidad Ávila' }, { timeout: 3000 }))[0]!);
    const edit = await screen.findByRole('dialog', { name: 'Editar localidad' });
    expect(within(edit).getByText('15/10/2025')).toBeTruthy();
    await user.type(within(edit).getByLabelText('Nuevo festivo local'), '13/06/2025');
    await user.click(within(edit).getByRole('button', { name: 'Añadir festivo' }));
    await user.click(within(edit).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar localidad' })).toBeNull());
    expect(fakes.localities.find((l) => l.id === 'loc-avila')?.local_holidays).toEqual(['2025-06-13', '2025-10-15']);
    await user.click(screen.getByRole('button', { name: 'Nueva localidad' }));
    const add = await screen.findByRole('dialog', { name: 'Nueva localidad' });
    await user.click(within(add).getByRole('button', { name: 'Guardar' }));
    expect(within(add).getByText('Nombre requerido')).toBeTruthy();
    await user.type(within(add).getByLabelText('Nombre de la localidad'), 'Toledo');
    await user.selectOptions(within(add).getByLabelText('Comunidad autónoma'), 'Castilla-La Mancha');
    // its province, against which an agreement's territorial scope is checked
    await user.selectOptions(within(add).getByLabelText('Provincia'), 'Toledo (Castilla-La Mancha)');
    await user.click(within(add).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(fakes.localities.find((l) => l.name === 'Toledo')?.region).toBe('ES-CM'));
    expect(fakes.localities.find((l) => l.name === 'Toledo')?.nuts_code).toBe('ES425');
    const second = screen.getByRole('combobox', { name: 'Localidad 2' });
    await user.clear(second);
    await user.type(second, 'tol');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Toledo']);
  });

  it('a reader sees the form without editing controls', async () => {
    renderForm({ role: 'lector' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Simulación 4' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lanzar simulación' })).toBeNull();
  });
});
