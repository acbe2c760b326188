/** 'Nueva simulación' with a Formulario attached: created from the file, then its form; a refused file shows its problems in the dialog. */
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { simulationFakes } from '@licita/application/fakes';
import { AppRoutes } from '../src/app/routes';
import { createFakeApp, FakeAppProvider } from '../src/testing/fakeApp';
import { fullBackend, PROJECT_ID } from '../src/testing/data';
import { DEMO_CENTERS } from '../src/testing/formFixtures';

function renderTender() {
  const app = createFakeApp({ loggedIn: true, path: `/projects/${PROJECT_ID}`, backend: fullBackend() });
  render(
    <FakeAppProvider app={app}>
      <AppRoutes />
    </FakeAppProvider>,
  );
  return {
    app,
    fakes: simulationFakes(app.backend),
    path: () => app.location.history[app.location.history.length - 1],
    user: userEvent.setup(),
  };
}

const workbook = () =>
  new File(['x'], 'Formulario_Base.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

async function createWith(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: 'Nueva simulación' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nueva simulación' });
  await user.type(within(dialog).getByLabelText('Nombre simulación*'), name);
  await user.upload(within(dialog).getByLabelText('Formulario (.xlsx, opcional)'), workbook());
  await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
  return dialog;
}

describe("'Nueva simulación' with a file", () => {
  it('uploads the Formulario into the new simulation and opens its form with the imported inputs', async () => {
    const { user, path, fakes } = renderTender();
    // what the Formulario brings, recorded
    fakes.imported = { centers: [{ ...DEMO_CENTERS[0]!, id: 'c-imp', name: 'Centro importado 1' }] };
    await createWith(user, 'Desde fichero');
    await waitFor(() => expect(path()).toMatch(new RegExp(`^/simulation/${PROJECT_ID}/sim-new-\\d+/form$`)), { timeout: 3000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Desde fichero' })).toBeTruthy();
    expect(fakes.calls).toEqual(expect.arrayContaining(['formularioUploadUrl', 'formularioImportStatus']));
    expect(await screen.findByDisplayValue('Centro importado 1')).toBeTruthy();
  });

  it('a refused file lists its problems in the dialog, and the tender keeps no new simulation', async () => {
    const { user, path, fakes, app } = renderTender();
    const problems = [
      "Hoja Centros, fila 3, columna D (Convenio): convenio desconocido 'Convenio inventado'",
      'Hoja Turnos, fila 2, columna C (Número de trabajadores): Valor incorrecto',
    ];
    fakes.imports.script = [{ status: 'ERROR', info_message: problems.join('\n') }];
    const before = app.backend.simulations.length;
    const dialog = await createWith(user, 'Con errores');
    const box = await within(dialog).findByRole('alert', { name: 'Errores del fichero' }, { timeout: 3000 });
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(problems);
    expect(path()).toBe(`/projects/${PROJECT_ID}`);
    expect(app.backend.simulations).toHaveLength(before);
  });

  it('the picker says the format it takes; a Formulario saved as .ods says what to do with it, and no simulation is created', async () => {
    const { path, app } = renderTender();
    // the picker's accept is a hint a user can set aside ('All files'), as here
    const user = userEvent.setup({ applyAccept: false });
    const before = app.backend.simulations.length;
    await user.click(await screen.findByRole('button', { name: 'Nueva simulación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva simulación' });
    const picker = within(dialog).getByLabelText('Formulario (.xlsx, opcional)');
    expect(picker.getAttribute('accept')).toBe('.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(document.getElementById(picker.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /^Formato: Libro de Excel \(\.xlsx\)\. /,
    );
    await user.type(within(dialog).getByLabelText('Nombre simulación*'), 'Desde LibreOffice');
    await user.upload(picker, new File(['x'], 'Formulario_Base.ods', { type: 'application/vnd.oasis.opendocument.spreadsheet' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    const box = await within(dialog).findByRole('alert', { name: 'Errores del fichero' }, { timeout: 3000 });
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Este fichero es una hoja de cálculo de LibreOffice (.ods): ábrelo en LibreOffice y guárdalo como «Libro de Excel 2007-365 (.xlsx)»',
    ]);
    expect(path()).toBe(`/projects/${PROJECT_ID}`);
    expect(app.backend.simulations).toHaveLength(before);
  });
});
