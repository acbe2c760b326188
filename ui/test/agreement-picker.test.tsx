/**
 * The agreement picker of a simulation's centers: the workspace's own agreements apart from the reference ones,
 * these with their territory and validity; and the validity of the chosen agreements over the service's period.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { simulationFakes } from '@licita/application/fakes';
import { createFakeApp } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend } from '../src/testing/data';
import { FORM_PATH, seedSimulation } from '../src/testing/simulationStories';

const MADRID = 'Limpieza de edificios y locales de la Comunidad de Madrid 2022-2025';

function renderForm() {
  const app = createFakeApp({ loggedIn: true, path: FORM_PATH, backend: fullBackend() });
  seedSimulation(simulationFakes(app.backend));
  renderRoutes(app);
  return userEvent.setup();
}

const groups = (select: HTMLElement) =>
  [...select.querySelectorAll('optgroup')].map((g) => [g.label, [...g.querySelectorAll('option')].map((o) => o.textContent)]);

describe('agreement picker', () => {
  it("shows the workspace's agreements, then 'Convenios de referencia' with territory and validity", async () => {
    renderForm();
    const select = await screen.findByLabelText('Convenio 1', {}, { timeout: 3000 });
    expect(groups(select)).toEqual([
      ['Convenios del espacio de trabajo', ['Limpieza Ávila 2024-2027']],
      // the fakes' year is 2026: Madrid's 2022-2025 agreement applies after its end
      ['Convenios de referencia', [`${MADRID} — Comunidad de Madrid · En ultraactividad`]],
    ]);
  });

  it("says each chosen agreement's validity over the service (1/1/2025, 24 months)", async () => {
    const user = renderForm();
    const validity = await screen.findByRole(
      'region',
      { name: 'Vigencia de los convenios durante el servicio' },
      { timeout: 3000 },
    );
    expect(within(validity).getByRole('listitem').textContent).toBe(
      'Limpieza Ávila 2024-2027: Vigente hasta 31/12/2027; el servicio termina el 31/12/2026: vigente durante todo el servicio',
    );
    await user.selectOptions(screen.getByLabelText('Convenio 1'), `${MADRID} — Comunidad de Madrid · En ultraactividad`);
    const lines = within(validity)
      .getAllByRole('listitem')
      .map((l) => l.textContent);
    expect(lines).toContain(`${MADRID}: Vigente hasta 31/12/2025; el servicio termina el 31/12/2026: 12 meses en ultraactividad`);
  });
});
