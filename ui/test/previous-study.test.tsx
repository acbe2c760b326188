import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INPUT_MESSAGES, PREVIOUS_STUDY_MESSAGES } from '@licita/domain';
import { createFakeApp, type FakeAppOptions } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend, PROJECT_ID } from '../src/testing/data';
import { EDITOR_STUDY_ID, editorPath, seedStudies, solutionPath, SOLVED_STUDY_ID } from '../src/testing/previousStudyStories';

function renderStudy(o: FakeAppOptions = {}) {
  const app = createFakeApp({ loggedIn: true, path: editorPath(), ...o, backend: { ...fullBackend(), ...o.backend } });
  const fakes = seedStudies(app.backend);
  const { path } = renderRoutes(app);
  return { app, fakes, path, user: userEvent.setup() };
}

describe('previous studies in the tender', () => {
  it("'Nuevo estudio previo': name required, then the editor opens with the defaults", async () => {
    const { user, path } = renderStudy({ path: `/projects/${PROJECT_ID}` });
    await user.click(await screen.findByRole('button', { name: 'Nuevo estudio previo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo estudio previo' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Nombre requerido');
    await user.type(within(dialog).getByLabelText('Nombre estudio previo*'), 'Primer tanteo');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(path()).toMatch(new RegExp(`^/previous/${PROJECT_ID}/ps-new-\\d+$`)));
    expect(await screen.findByRole('heading', { level: 1, name: 'Primer tanteo' })).toBeTruthy();
    expect((screen.getByLabelText('Seguridad social') as HTMLInputElement).value).toBe('34');
    expect((screen.getByLabelText('Absentismo') as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText('Porcentaje de sustitución') as HTMLInputElement).value).toBe('100');
  });

  it('rename, convert into a simulation (its form opens) and delete with confirmation', async () => {
    const { user, app, path } = renderStudy({ path: `/projects/${PROJECT_ID}` });
    await user.click(await screen.findByRole('button', { name: 'Renombrar Estudio previo 4' }));
    const rename = await screen.findByRole('dialog', { name: 'Editar nombre' });
    await user.clear(within(rename).getByLabelText('Nombre estudio previo*'));
    await user.type(within(rename).getByLabelText('Nombre estudio previo*'), 'Tanteo base');
    await user.click(within(rename).getByRole('button', { name: 'Editar' }));
    expect(await screen.findByRole('button', { name: 'Tanteo base' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Eliminar Estudio previo 3' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar estudio previo' });
    await user.click(within(confirm).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Estudio previo 3' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Convertir Tanteo base en simulación' }));
    await waitFor(() => expect(path()).toMatch(new RegExp(`^/simulation/${PROJECT_ID}/sim-from-\\d+/form$`)));
    // the new simulation, named as the study (what the server copies into it: application/test/real/previous-studies)
    const simId = path().split('/')[3]!;
    expect(app.backend.simulations.find((s) => s.uid === simId)?.name).toBe('Tanteo base');
  });

  it('a Lector sees the cards but no create, edit, convert or delete', async () => {
    renderStudy({ path: `/projects/${PROJECT_ID}`, role: 'lector' });
    expect(await screen.findByRole('button', { name: 'Estudio previo 4' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nuevo estudio previo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Editar|Eliminar|Convertir) Estudio previo/ })).toBeNull();
  });
});

describe('the editor', () => {
  it('Datos Básicos: the messages of the rules, then saved', async () => {
    const { user, fakes } = renderStudy();
    const duration = await screen.findByLabelText('Duración (meses)');
    await user.clear(duration);
    await user.clear(screen.getByLabelText('Porcentaje de sustitución'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Duración es requerido')).toBeTruthy();
    expect(screen.getByText('Porcentaje de sustitución', { selector: 'p' })).toBeTruthy();
    await user.type(duration, '36');
    await user.type(screen.getByLabelText('Porcentaje de sustitución'), '80');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(fakes.data(EDITOR_STUDY_ID).detail).toMatchObject({ service_duration: 36, substitution_percentage: 80 }),
    );
  });

  it('Datos Básicos: social security itemised asks the AT/EP rate, read the Spanish way and saved with the mode', async () => {
    const { user, fakes } = renderStudy();
    const section = await screen.findByRole('region', { name: 'Cálculo de la seguridad social' });
    expect(within(section).getByRole('radio', { name: 'Porcentaje único' }).getAttribute('aria-checked')).toBe('true');
    await user.click(within(section).getByRole('radio', { name: 'Desglosada por tipo de contrato y año' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(section).findByText(INPUT_MESSAGES.atEpRequired)).toBeTruthy();
    expect(fakes.data(EDITOR_STUDY_ID).detail.social_security_mode).toBeUndefined();
    await user.type(within(section).getByRole('textbox', { name: 'Tipo de AT/EP (%)' }), '1,5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(fakes.data(EDITOR_STUDY_ID).detail).toMatchObject({ social_security_mode: 'itemised', at_ep_percent: 1.5 }),
    );
  });

  it('Datos Básicos: the tender budget typed the Spanish way before launching is saved with the study', async () => {
    const { user, fakes } = renderStudy();
    const bid = await screen.findByRole('region', { name: 'Presupuesto y oferta' });
    await user.type(within(bid).getByRole('textbox', { name: 'Presupuesto base de licitación (sin IVA)' }), '130.000');
    await user.type(within(bid).getByRole('textbox', { name: 'Precio ofertado (sin IVA)' }), '118.500,50');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(fakes.data(EDITOR_STUDY_ID).detail.bid).toEqual({
        overheads: 0,
        benefit: 0,
        vat: 21,
        tender_budget: 130000,
        offer_price: 118500.5,
        other_offers: [],
        price_score: null,
        technical_points: 0,
        competitors: [],
      }),
    );
  });

  it('Subrogados: no center field; the table with Convenio cut at 20 characters and the weekly total', async () => {
    const { user, fakes } = renderStudy();
    await user.click(await screen.findByRole('button', { name: /Subrogados/ }));
    expect(await screen.findByText('Ana Martín')).toBeTruthy();
    expect(screen.getAllByText('Limpieza Ávila 2024-…').length).toBe(2);
    expect((screen.getByLabelText('Total de horas semanales') as HTMLInputElement).value).toBe('59');
    await user.click(screen.getByRole('button', { name: 'Añadir subrogado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Añadir subrogado' });
    expect(within(dialog).queryByLabelText('Centro')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Convenio'), 'agr-avila');
    await waitFor(() => expect(within(dialog).getAllByRole('option', { name: 'Limpiador/a' }).length).toBe(1));
    await user.selectOptions(within(dialog).getByLabelText('Categoría'), 'cat-limp');
    await user.type(within(dialog).getByLabelText('Jornada'), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Añadir y cerrar' }));
    await waitFor(() => expect(fakes.data(EDITOR_STUDY_ID).surrogates).toHaveLength(3));
    expect(fakes.data(EDITOR_STUDY_ID).surrogates[2]).toMatchObject({ center_id: null, working_day: 25 });
  });

  it("'Estudio previo' shows 'Calculando costes del estudio previo', then the solution with its totals", async () => {
    const { user, fakes, path } = renderStudy();
    fakes.launch.script = [
      { status: 'PENDING' as const, info_message: null },
      { status: 'FINISHED' as const, info_message: null },
    ];
    await user.click(await screen.findByRole('button', { name: 'Estudio previo' }));
    expect(await screen.findByText('Calculando costes del estudio previo')).toBeTruthy();
    await waitFor(() => expect(path()).toBe(`/previous_solution/${PROJECT_ID}/${EDITOR_STUDY_ID}`), { timeout: 4000 });
    const total = (fakes.data(EDITOR_STUDY_ID).detail.results as { total_cost: number }).total_cost;
    expect(await screen.findByTestId('total-cost')).toHaveProperty(
      'textContent',
      `${total.toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' } as Intl.NumberFormatOptions)} €`,
    );
  });

  it('a launch refused by the server shows its message and stays in the editor', async () => {
    const { user, app, path } = renderStudy();
    app.backend.refuseNext('launchPreviousStudy', 400, PREVIOUS_STUDY_MESSAGES.noStartDate);
    await user.click(await screen.findByRole('button', { name: 'Estudio previo' }));
    expect(await screen.findByText('No existe fecha inicial en el Estudio Previo')).toBeTruthy();
    expect(path()).toBe(editorPath());
    expect((screen.getByRole('button', { name: 'Estudio previo' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the solution screen', () => {
  it("'Modificar': the benefit changes the total by exactly that percentage", async () => {
    const { user, fakes } = renderStudy({ path: solutionPath() });
    const before = (fakes.data(SOLVED_STUDY_ID).detail.results as { total_cost: number }).total_cost;
    expect(await screen.findByText('Coste Total')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Modificar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modificar parámetros' });
    const benefit = await within(dialog).findByLabelText('Beneficio (%)');
    await user.clear(benefit);
    await user.type(benefit, '-3');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Valor incorrecto')).toBeTruthy();
    await user.clear(benefit);
    await user.type(benefit, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Modificar parámetros' })).toBeNull(), { timeout: 4000 });
    const after = (fakes.data(SOLVED_STUDY_ID).detail.results as { total_cost: number }).total_cost;
    expect(after).toBeCloseTo(before * 1.08, 6);
    const shown = `${after.toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' } as Intl.NumberFormatOptions)} €`;
    await waitFor(() => expect(screen.getByTestId('total-cost').textContent).toBe(shown));
  });

  it('a Lector has no Modificar; a failed launch shows its error', async () => {
    renderStudy({ path: solutionPath('e-3'), role: 'lector' });
    expect(await screen.findByText(/Existe subrogado sin categoría/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Modificar' })).toBeNull();
  });

  it('Descargar solución downloads the workbook through its signed link', async () => {
    const clicked: string[] = [];
    const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    try {
      const { user } = renderStudy({ path: solutionPath() });
      await user.click(await screen.findByRole('button', { name: 'Descargar solución' }));
      await waitFor(() => expect(clicked[0]).toMatch(/Solucion_Estudio%20previo%201\.xlsx$/));
    } finally {
      spy.mockRestore();
    }
  });
});
