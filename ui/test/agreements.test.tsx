import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agreementFakes, FAKE_BASE_AGREEMENT_ID } from '@licita/application/fakes';
import { renderApp } from './helpers';

const rows = () => screen.queryAllByTestId('agreement-row');

describe('agreements', () => {
  it('lists with the expired indicator; actions follow the permissions and update_permissions', async () => {
    renderApp({ path: '/agreements', loggedIn: true });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const base = rows().find((r) => r.textContent?.includes('Comunidad de Madrid'))!;
    expect(within(base).getByLabelText('Este convenio ha perdido su vigencia')).toBeTruthy();
    expect(within(base).queryByRole('button', { name: /^Editar/ })).toBeNull();
    expect(within(base).getByRole('button', { name: /^Duplicar/ })).toBeTruthy();
    const own = rows().find((r) => r.textContent?.includes('Ávila'))!;
    expect(within(own).getByRole('button', { name: /^Editar/ })).toBeTruthy();
    expect(within(own).getByRole('button', { name: /^Eliminar/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nuevo convenio' })).toBeTruthy();
  });

  it('a Lector sees no action', async () => {
    renderApp({ path: '/agreements', loggedIn: true, role: 'lector' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Nuevo convenio' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^(Editar|Duplicar|Eliminar) / })).toHaveLength(0);
  });

  it('duplicates and opens the form on the copy', async () => {
    const { path } = renderApp({ path: '/agreements', loggedIn: true });
    const user = userEvent.setup();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getAllByRole('button', { name: /^Duplicar Limpieza de edificios/ })[0]!);
    await waitFor(() => expect(path()).toMatch(/^\/agreement-form\/[0-9a-f-]{36}$/));
    expect(
      await screen.findByDisplayValue('Limpieza de edificios y locales de la Comunidad de Madrid 2022-2025 (copia)'),
    ).toBeTruthy();
  });

  it('the form shows the messages of the rules, fills ET values and saves to /agreements', async () => {
    const { path, app } = renderApp({ path: '/agreement-form', loggedIn: true });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Nuevo convenio' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Nombre requerido')).toBeTruthy();
    // a pasted megabyte is cut at the contract's length by the input itself
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).maxLength).toBe(255);
    const stillRequired = screen.getAllByText(/requerid/).length;
    await user.type(screen.getByLabelText('Nombre'), 'Convenio de prueba');
    // the field just filled drops its message at once; the others keep theirs until the next Guardar
    expect(screen.queryByText('Nombre requerido')).toBeNull();
    expect(screen.getAllByText(/requerid/)).toHaveLength(stillRequired - 1);
    await user.type(screen.getByLabelText('Año de inicio'), '2026');
    await user.type(screen.getByLabelText('Año de fin'), '2025');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El año de inicio debe ser menor al de fin')).toBeTruthy();
    await user.clear(screen.getByLabelText('Año de fin'));
    await user.type(screen.getByLabelText('Año de fin'), '2028');
    await user.click(screen.getByRole('button', { name: 'Valores ET' }));
    expect((screen.getByLabelText('Horas de descanso entre jornadas') as HTMLInputElement).value).toBe('12');
    await user.clear(screen.getByLabelText('Horas máximas por día'));
    await user.type(screen.getByLabelText('Horas máximas por día'), '25');
    await user.type(screen.getByLabelText('Horas máximas por año'), '1800');
    // the form says which annual hours the hourly wage and the annual-hours method use
    expect(
      screen.getByText('El precio de la hora y el método de horas anuales usan las 1.800 h anuales del convenio.'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Año de las tablas salariales'), '2026');
    expect(screen.getByLabelText('Incremento 2027')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Valor incorrecto')).toBeTruthy();
    await user.clear(screen.getByLabelText('Horas máximas por día'));
    await user.type(screen.getByLabelText('Horas máximas por día'), '8');

    await user.click(screen.getByRole('button', { name: 'Añadir categoría' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir categoría' });
    await user.type(within(dialog).getByLabelText('Categoría'), 'Limpiador/a');
    await user.type(within(dialog).getByLabelText('Salario total anual'), '15000');
    expect(within(dialog).getByText('¡Ojo! Has introducido un salario inferior al SMI.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Salario base anual'), '12000');
    await user.click(within(dialog).getByLabelText('Plus fijo de antigüedad'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getAllByText('Valor requerido')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Cantidad anual'), '300');
    await user.type(within(dialog).getByLabelText('Cada N años'), '3');
    // a holiday plus outside the social security base
    await user.type(within(dialog).getByLabelText('Festivos'), '2,5');
    await user.click(within(dialog).getByLabelText('Festivos: no cotiza a la Seguridad Social'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getByText('Hay al menos 1 categoría con plus/cantidad fija. Elimínalo para poder usar esta opción.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Porcentaje de antigüedad') as HTMLInputElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(path()).toBe('/agreements'));
    const saved = agreementFakes(app.backend).agreements.find((a) => a.name === 'Convenio de prueba')!;
    expect(saved).toMatchObject({ start_year: 2026, end_year: 2028, max_hours_per_day: 8, rest_hours_between_shifts: 12 });
    expect(saved.categories[0]).toMatchObject({
      professional_category: 'Limpiador/a',
      seniority_bonus: { amount: 300, period_bonus: 3 },
    });
    expect(saved.categories[0]!.pluses_by_weekday).toEqual([
      { day: 'holiday', price_hour: 2.5, price_day: null, non_contributory: true },
    ]);
  });

  it('the list shows each territory and REGCON code beside the validity', async () => {
    renderApp({ path: '/agreements', loggedIn: true });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const base = rows().find((r) => r.textContent?.includes('Comunidad de Madrid 2022'))!;
    expect(base.textContent).toContain('Vigencia 2022 – 2025 · Autonómico: Comunidad de Madrid · REGCON 28002585011981');
    const own = rows().find((r) => r.textContent?.includes('Ávila'))!;
    expect(own.textContent).toContain('Vigencia 2024 – 2027 · Provincial: Ávila');
  });

  it('the form sets where and when the agreement applies, with the messages of the rules', async () => {
    const { path, app } = renderApp({ path: '/agreement-form/agr-avila', loggedIn: true });
    const user = userEvent.setup();
    await screen.findByDisplayValue('Limpieza Ávila 2024-2027');
    await user.selectOptions(screen.getByLabelText('Ámbito territorial'), 'Autonómico');
    const territory = screen.getByLabelText('Comunidades o provincias que cubre') as HTMLSelectElement;
    await user.deselectOptions(territory, 'ES411');
    await user.type(screen.getByLabelText('Código REGCON'), '4100170501198');
    await user.type(screen.getByLabelText('Enlace'), 'http://bop.example/convenio.pdf');
    await user.click(screen.getByRole('radio', { name: 'Subir un porcentaje cada año' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ámbito territorial: indica las comunidades o provincias que cubre')).toBeTruthy();
    expect(screen.getByText('El campo «Código REGCON» debe tener 14 dígitos')).toBeTruthy();
    expect(screen.getByText('Fuente: indica el boletín')).toBeTruthy();
    expect(screen.getByText('Después de la vigencia: indica el porcentaje anual, de 0 a 100')).toBeTruthy();

    await user.selectOptions(territory, ['ES61']);
    await user.type(screen.getByLabelText('Código REGCON'), '2');
    await user.type(screen.getByLabelText('Boletín'), 'BOJA nº 12');
    await user.type(screen.getByLabelText('Fecha'), '25/08/2025');
    await user.clear(screen.getByLabelText('Enlace'));
    await user.type(screen.getByLabelText('Enlace'), 'https://www.juntadeandalucia.es/boja/2025/12');
    await user.type(screen.getByLabelText('Porcentaje anual'), '2,5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(path()).toBe('/agreements'));
    const saved = agreementFakes(app.backend).agreements.find((a) => a.id === 'agr-avila')!;
    expect(saved).toMatchObject({
      scope: { level: 'region', nuts: ['ES61'] },
      regcon_code: '41001705011982',
      source: { bulletin: 'BOJA nº 12', date: '2025-08-25', url: 'https://www.juntadeandalucia.es/boja/2025/12' },
      after_validity: { mode: 'percent', percent: 2.5 },
    });
  });

  it('the detail shows the salary tables in vertical tabs', async () => {
    renderApp({ path: `/agreement/${FAKE_BASE_AGREEMENT_ID}`, loggedIn: true });
    const tabs = await screen.findByRole('tablist', { name: 'Categorías' });
    expect(tabs.getAttribute('aria-orientation')).toBe('vertical');
    expect(within(tabs).getAllByRole('tab')).toHaveLength(4);
    expect(screen.getByRole('tabpanel').textContent).toContain('17.785,95 €');
  });
});

describe('material-cost catalogue', () => {
  it('shows the table with labels and amounts, validates and adds an entry', async () => {
    const { app } = renderApp({ path: '/inventory', loggedIn: true });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Costes materiales' });
    expect(within(table).getByText('Porcentaje del coste salarial')).toBeTruthy();
    expect(within(table).getByText('3 %')).toBeTruthy();
    expect(within(table).getByText('2,50 €')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Añadir nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir nuevo concepto' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Nombre requerido')).toBeTruthy();
    expect(within(dialog).getByText('Valor requerido')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Nombre'), 'Guantes');
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'AMOUNT_BY_WORKER');
    await user.type(within(dialog).getByLabelText('Importe'), '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Guantes')).toBeTruthy();
    expect(screen.getByText('12,50 €')).toBeTruthy();
    expect(agreementFakes(app.backend).materialCosts.some((c) => c.name === 'Guantes' && c.amount === 12.5)).toBe(true);
  });

  it('a Lector sees no action', async () => {
    renderApp({ path: '/inventory', loggedIn: true, role: 'lector' });
    await screen.findByRole('table', { name: 'Costes materiales' });
    expect(screen.queryByRole('button', { name: 'Añadir nuevo' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^(Editar|Eliminar) / })).toHaveLength(0);
  });
});
