/** The company's data asked for before the first justification download when the workspace has none. */
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_WORKSPACE, previousStudyFakes, runFakes, simulationFakes } from '@licita/application/fakes';
import type { Workspace } from '@licita/domain';
import { createFakeApp, type FakeAppOptions } from '../src/testing/fakeApp';
import { fullBackend } from '../src/testing/data';
import { seedSimulation } from '../src/testing/simulationStories';
import { pagePath, SOLVED_ID } from '../src/testing/runStories';
import { seedStudies, solutionPath, SOLVED_STUDY_ID } from '../src/testing/previousStudyStories';
import { renderRoutes } from './helpers';

function renderPage(workspace: Workspace, role: FakeAppOptions['role'] = 'admin') {
  const app = createFakeApp({
    loggedIn: true,
    role,
    path: pagePath(SOLVED_ID),
    backend: { ...fullBackend(), workspaces: [workspace] },
  });
  seedSimulation(simulationFakes(app.backend));
  const runs = runFakes(app.backend);
  const asked = vi.fn();
  const original = runs.gateway.justificationUrl.bind(runs.gateway);
  runs.gateway.justificationUrl = (id) => {
    asked(id);
    return original(id);
  };
  renderRoutes(app);
  return { asked, user: userEvent.setup() };
}

const download = async (user: ReturnType<typeof userEvent.setup>) => {
  const card = await screen.findByRole('region', { name: 'Presupuesto y oferta' }, { timeout: 3000 });
  await user.click(within(card).getByRole('button', { name: 'Descargar justificación' }));
};

describe('Datos del licitador before the justification', () => {
  it('an administrator is asked for the Razón social and NIF, which are saved to the workspace, then the PDF downloads', async () => {
    const workspace: Workspace = { ...DEMO_WORKSPACE };
    const { asked, user } = renderPage(workspace);
    await download(user);
    const dialog = await screen.findByRole('dialog', { name: 'Datos del licitador' });
    expect(asked).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar y descargar' }));
    expect(within(dialog).getByText('Escribe la razón social de la empresa')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Razón social'), 'Limpiezas del Sur, S.L.');
    await user.type(within(dialog).getByLabelText('NIF'), 'b41000001');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar y descargar' }));
    await vi.waitFor(() => expect(asked).toHaveBeenCalledWith(SOLVED_ID));
    expect(workspace).toMatchObject({ company_name: 'Limpiezas del Sur, S.L.', tax_id: 'B41000001' });
    expect(screen.queryByRole('dialog', { name: 'Datos del licitador' })).toBeNull();
    // the next download does not ask again
    await download(user);
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog', { name: 'Datos del licitador' })).toBeNull();
  });

  it('a user who may not edit the workspace is told who can fill it, and may still download', async () => {
    const { asked, user } = renderPage({ ...DEMO_WORKSPACE }, 'editor');
    await download(user);
    const dialog = await screen.findByRole('dialog', { name: 'Datos del licitador' });
    expect(within(dialog).queryByLabelText('Razón social')).toBeNull();
    expect(within(dialog).getByRole('status').textContent).toBe(
      'La razón social y el NIF de la empresa no están rellenados. Solo un administrador del espacio de trabajo «Demo» puede rellenarlos, en Administración → Datos de la empresa.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Descargar sin ellos' }));
    await vi.waitFor(() => expect(asked).toHaveBeenCalledWith(SOLVED_ID));
  });

  it('with the company already filled, the PDF downloads without asking', async () => {
    const { asked, user } = renderPage({ ...DEMO_WORKSPACE, company_name: 'Limpiezas del Sur, S.L.', tax_id: 'B41000001' });
    await download(user);
    await vi.waitFor(() => expect(asked).toHaveBeenCalledWith(SOLVED_ID));
    expect(screen.queryByRole('dialog', { name: 'Datos del licitador' })).toBeNull();
  });

  it("a previous study's justification asks the same before its first download", async () => {
    const workspace: Workspace = { ...DEMO_WORKSPACE };
    const app = createFakeApp({
      loggedIn: true,
      path: solutionPath(),
      backend: { ...fullBackend(), workspaces: [workspace] },
    });
    seedStudies(app.backend);
    const studies = previousStudyFakes(app.backend);
    const asked = vi.fn();
    const original = studies.gateway.justificationUrl.bind(studies.gateway);
    studies.gateway.justificationUrl = (id) => {
      asked(id);
      return original(id);
    };
    renderRoutes(app);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Presupuesto y oferta' }, { timeout: 4000 });
    await user.click(within(card).getByRole('button', { name: 'Descargar justificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datos del licitador' });
    await user.type(within(dialog).getByLabelText('Razón social'), 'Limpiezas del Sur, S.L.');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar y descargar' }));
    await vi.waitFor(() => expect(asked).toHaveBeenCalledWith(SOLVED_STUDY_ID));
    expect(workspace.company_name).toBe('Limpiezas del Sur, S.L.');
  });
});
