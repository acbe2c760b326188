/**
 * Turnos fijos, Tareas por horas and Otros Costes of a big tender (issue 48), 120 rows each (three pages; the stories
 * show 2,000): one page of 50 rows on screen, paged and searched; saving a row sends only its save (the list is not
 * read again) and the row shows the saved value; a removal reads the page again, not the list.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TASK_LABELS } from '@licita/domain';
import { simulationFakes } from '@licita/application/fakes';
import { createFakeApp } from '../src/testing/fakeApp';
import { renderRoutes } from './helpers';
import { fullBackend } from '../src/testing/data';
import { FORM_PATH, seedLongLists } from '../src/testing/simulationStories';
import { EDITOR_STUDY_ID, editorPath, seedStudies } from '../src/testing/previousStudyStories';

async function openList(step: RegExp, tab?: string) {
  const app = createFakeApp({ loggedIn: true, path: FORM_PATH, backend: fullBackend() });
  const fakes = simulationFakes(app.backend);
  seedLongLists(fakes, 120);
  renderRoutes(app);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: step }));
  if (tab) await user.click(await screen.findByRole('tab', { name: tab }));
  return { fakes, user };
}

/** The text of column `i` of every body row of the table named `name`. */
const column = (name: string, i: number) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[i]!.textContent);
/** What the pager of `label` says it shows. */
const shown = (label: string) =>
  within(screen.getByRole('navigation', { name: `Páginas de ${label}` })).getByRole('status').textContent;

describe('Turnos fijos, 120 of them', () => {
  it('shows a page of 50 shifts and pages forward and back', async () => {
    const { user } = await openList(/Carga de Trabajo/, 'Turnos fijos');
    await waitFor(() => expect(shown('Turnos fijos')).toBe('1–50 de 120 turnos'));
    expect(column('Turnos fijos', 2)).toHaveLength(50);
    expect(column('Turnos fijos', 2).slice(0, 2)).toEqual(['1', '2']);
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(shown('Turnos fijos')).toBe('51–100 de 120 turnos'));
    expect(column('Turnos fijos', 2)[0]).toBe('51');
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await waitFor(() => expect(column('Turnos fijos', 2)[0]).toBe('1'));
  });

  it("searches the shifts by their center's name, case- and accent-insensitively", async () => {
    const { user } = await openList(/Carga de Trabajo/, 'Turnos fijos');
    await waitFor(() => expect(shown('Turnos fijos')).toBe('1–50 de 120 turnos'));
    await user.click(screen.getByRole('searchbox', { name: 'Buscar turno' }));
    await user.paste('POLIDEPÓRTIVO');
    await waitFor(() => expect(shown('Turnos fijos')).toBe('12 turnos'));
    expect(column('Turnos fijos', 0)).toEqual(Array(12).fill('Polideportivo Norte'));
    expect(column('Turnos fijos', 2).slice(0, 3)).toEqual(['10', '20', '30']);
    expect(screen.queryByRole('button', { name: 'Siguiente' })).toBeNull();
  });

  it('saving one shift sends only its save, and its row shows the saved number of workers', async () => {
    const { user, fakes } = await openList(/Carga de Trabajo/, 'Turnos fijos');
    await waitFor(() => expect(column('Turnos fijos', 2)[6]).toBe('7'));
    const before = fakes.calls.length;
    await user.click(screen.getAllByRole('button', { name: 'Editar turno' })[6]!);
    const modal = await screen.findByRole('dialog', { name: 'Editar turno' });
    await user.clear(within(modal).getByLabelText('Número de trabajadores'));
    await user.type(within(modal).getByLabelText('Número de trabajadores'), '12');
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar turno' })).toBeNull());
    await waitFor(() => expect(column('Turnos fijos', 2).slice(5, 8)).toEqual(['6', '12', '8']));
    expect(fakes.calls.slice(before)).toEqual(['updateShift']);
    expect(shown('Turnos fijos')).toBe('1–50 de 120 turnos');
  });
});

describe('Tareas por horas, 120 of them', () => {
  it('pages, searches by name, and saving one task sends only its save', async () => {
    const { user, fakes } = await openList(/Carga de Trabajo/, 'Tareas por horas');
    await waitFor(() => expect(shown('Tareas por horas')).toBe('1–50 de 120 tareas'));
    expect(column('Tareas por horas', 1)).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(column('Tareas por horas', 1)[0]).toBe('Tarea 51'));
    expect(shown('Tareas por horas')).toBe('51–100 de 120 tareas');

    await user.click(screen.getByRole('searchbox', { name: 'Buscar tarea' }));
    await user.paste('tarea 11');
    await waitFor(() => expect(shown('Tareas por horas')).toBe('11 tareas'));
    expect(column('Tareas por horas', 1).slice(0, 2)).toEqual(['Tarea 11', 'Tarea 110']);

    const before = fakes.calls.length;
    await user.click(screen.getByRole('button', { name: 'Editar tarea Tarea 110' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar tarea' });
    await user.clear(within(modal).getByLabelText(TASK_LABELS.name));
    await user.type(within(modal).getByLabelText(TASK_LABELS.name), 'Tarea 110 del gimnasio');
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(column('Tareas por horas', 1).slice(0, 2)).toEqual(['Tarea 11', 'Tarea 110 del gimnasio']));
    expect(fakes.calls.slice(before)).toEqual(['updateTask']);
  });
});

describe('Otros Costes, 120 of them', () => {
  it('pages and searches the costs by their concept', async () => {
    const { user } = await openList(/Otros Costes/);
    await waitFor(() => expect(shown('Otros costes')).toBe('1–50 de 120 costes'));
    expect(column('Otros costes', 0)).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(column('Otros costes', 0)[0]).toBe('Concepto 51'));
    await user.click(screen.getByRole('searchbox', { name: 'Buscar coste' }));
    await user.paste('CONCEPTO 119');
    await waitFor(() => expect(shown('Otros costes')).toBe('1 coste'));
    expect(column('Otros costes', 0)).toEqual(['Concepto 119']);
  });

  it('a removal reads the page again, not the list, and the next cost takes its place', async () => {
    const { user, fakes } = await openList(/Otros Costes/);
    await waitFor(() => expect(column('Otros costes', 0)[2]).toBe('Concepto 3'));
    const before = fakes.calls.length;
    await user.click(screen.getByRole('button', { name: 'Eliminar Concepto 3' }));
    await user.click(await screen.findByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(shown('Otros costes')).toBe('1–50 de 119 costes'));
    expect(column('Otros costes', 0).slice(1, 3)).toEqual(['Concepto 2', 'Concepto 4']);
    expect(column('Otros costes', 0)[49]).toBe('Concepto 51');
    expect(fakes.calls.slice(before)).toEqual(['removeOtherCost', 'otherCosts']);
  });
});

describe("a previous study's Otros Costes, 120 of them", () => {
  it('pages, searches, and saving one cost reads no list again', async () => {
    const app = createFakeApp({ loggedIn: true, path: editorPath(), backend: fullBackend() });
    const fakes = seedStudies(app.backend);
    const [cost] = fakes.data(EDITOR_STUDY_ID).otherCosts;
    fakes.data(EDITOR_STUDY_ID).otherCosts = Array.from({ length: 120 }, (_, i) => ({
      ...cost!,
      id: `ps-oc-${i + 1}`,
      name: `Concepto ${i + 1}`,
    }));
    renderRoutes(app);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Otros Costes/ }));
    await waitFor(() => expect(shown('Otros costes')).toBe('1–50 de 120 costes'));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(column('Otros costes', 0)[0]).toBe('Concepto 51'));
    await user.click(screen.getByRole('searchbox', { name: 'Buscar coste' }));
    await user.paste('concepto 11');
    await waitFor(() => expect(shown('Otros costes')).toBe('11 costes'));

    const before = fakes.calls.length;
    await user.click(screen.getByRole('button', { name: 'Editar Concepto 110' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar otros costes' });
    await user.clear(within(modal).getByLabelText('Concepto'));
    await user.type(within(modal).getByLabelText('Concepto'), 'Concepto 110 revisado');
    await user.click(within(modal).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(column('Otros costes', 0).slice(0, 2)).toEqual(['Concepto 11', 'Concepto 110 revisado']));
    expect(fakes.calls.slice(before)).toEqual(['updatePreviousStudyOtherCost']);
  });
});
