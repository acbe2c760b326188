/**
 * The Subrogados step over 2,000 surrogates (issue 48): one page of 50 rows on screen, paged and searched; saving one
 * surrogate sends only its save (the list is not read again) and its row shows the saved value.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { simulationFakes } from '@licita/application/fakes';
import { createFakeApp } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend } from '../src/testing/data';
import { FORM_PATH, FORM_SIMULATION_ID, seedSimulation } from '../src/testing/simulationStories';
import { cleanerSurrogate } from '../src/testing/formFixtures';

function renderTwoThousand() {
  const app = createFakeApp({ loggedIn: true, path: FORM_PATH, backend: fullBackend() });
  const fakes = simulationFakes(app.backend);
  seedSimulation(fakes);
  const contract = fakes.contractTypes[0]!;
  fakes.data(FORM_SIMULATION_ID).surrogates = Array.from({ length: 2000 }, (_, i) =>
    cleanerSurrogate({
      id: `su-${i + 1}`,
      name: `Persona ${i + 1}`,
      hours: 20,
      beginning: '2010-01-01',
      retirement: false,
      center_id: null,
      contract,
    }),
  );
  renderRoutes(app);
  return { fakes, user: userEvent.setup() };
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Subrogados' }))
    .getAllByRole('row')
    .slice(1);
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('Subrogados, 2,000 of them', () => {
  it('shows a page of 50 rows and pages forward and back, the buttons numbering the rows in the whole list', async () => {
    const { user } = renderTwoThousand();
    await user.click(await screen.findByRole('button', { name: /Subrogados/ }));
    expect((await screen.findByRole('status')).textContent).toBe('1–50 de 2.000 subrogados');
    expect(bodyRows()).toHaveLength(50);
    expect(firstCells()[0]).toBe('Persona 1');
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('51–100 de 2.000 subrogados'));
    expect(firstCells()[0]).toBe('Persona 51');
    expect(screen.getByRole('button', { name: 'Editar subrogado 51' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await waitFor(() => expect(firstCells()[0]).toBe('Persona 1'));
  });

  it('searches case- and accent-insensitively, showing the total found and its weekly hours', async () => {
    const { user } = renderTwoThousand();
    await user.click(await screen.findByRole('button', { name: /Subrogados/ }));
    await screen.findByText('Persona 1');
    // the text pasted at once: each key would read a page (the last one shown, an earlier answer dropped)
    await user.click(screen.getByRole('searchbox', { name: 'Buscar subrogado' }));
    await user.paste('PERSONA 1999');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 subrogado'));
    expect(firstCells()).toEqual(['Persona 1999']);
    // one page: no page buttons
    expect(screen.queryByRole('button', { name: 'Siguiente' })).toBeNull();
    expect((screen.getByLabelText('Total de horas semanales') as HTMLInputElement).value).toBe('20');
  });

  it('saving one surrogate among 2,000 sends only its save, and its row shows the saved name', async () => {
    const { user, fakes } = renderTwoThousand();
    await user.click(await screen.findByRole('button', { name: /Subrogados/ }));
    await screen.findByText('Persona 7');
    expect((screen.getByLabelText('Total de horas semanales') as HTMLInputElement).value).toBe('40.000');
    const before = fakes.calls.length;
    await user.click(screen.getByRole('button', { name: 'Editar subrogado 7' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar subrogado' });
    await user.clear(within(modal).getByLabelText('Nombre'));
    await user.type(within(modal).getByLabelText('Nombre'), 'Eva Martín');
    await user.click(within(modal).getByRole('button', { name: 'Guardar y cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar subrogado' })).toBeNull());
    await waitFor(() => expect(firstCells()[6]).toBe('Eva Martín'));
    expect(fakes.calls.slice(before).filter((c) => c !== 'categories')).toEqual(['updateSurrogate']);
    expect(firstCells().slice(5, 8)).toEqual(['Persona 6', 'Eva Martín', 'Persona 8']);
    expect(screen.getByRole('status').textContent).toBe('1–50 de 2.000 subrogados');
  });
});
