/** Issue 44, round three: what the Agrupación does, what an other cost's amount is for, the import's actions in view, cost and offer apart. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { simulationFakes } from '@licita/application/fakes';
import { createFakeApp } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend } from '../src/testing/data';
import { FORM_PATH, seedSimulation } from '../src/testing/simulationStories';

function renderForm() {
  const app = createFakeApp({ loggedIn: true, path: FORM_PATH, backend: fullBackend() });
  seedSimulation(simulationFakes(app.backend));
  renderRoutes(app);
  return userEvent.setup();
}

/** The text of the elements an element's `aria-describedby` names: what a screen reader reads after its name. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('issue 44, round three', () => {
  it('Datos Básicos: Agrupación says what grouping does, shown and read with each Agrupación field', async () => {
    renderForm();
    const field = await screen.findByLabelText('Agrupación 1');
    const hint =
      'Agrupación: escriba el mismo número en los centros que comparten personal. Los centros con el mismo número se calculan juntos, con una sola plantilla y un solo cuadrante, y una misma persona puede cubrir turnos en cualquiera de ellos. Un centro sin número se calcula solo, con su propia plantilla.';
    expect(screen.getByText(hint)).toBeTruthy();
    expect(description(field)).toBe(hint);
  });
});
