/** The simulation form with a seeded simulation, opened on 'Carga de Trabajo' › 'Turnos fijos' › 'Añadir turno'. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { simulationFakes } from '@licita/application/fakes';
import { createFakeApp } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend } from '../src/testing/data';
import { FORM_PATH, seedSimulation } from '../src/testing/simulationStories';

/** Answers the user driving the page and the 'Crear turno' dialog. */
export async function openNewShiftDialog() {
  const app = createFakeApp({ loggedIn: true, path: FORM_PATH, backend: fullBackend() });
  seedSimulation(simulationFakes(app.backend));
  renderRoutes(app);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Carga de Trabajo/ }));
  await user.click(await screen.findByRole('tab', { name: 'Turnos fijos' }));
  await user.click(await screen.findByRole('button', { name: 'Añadir turno' }));
  const modal = await screen.findByRole('dialog', { name: 'Crear turno' });
  return { user, modal };
}
