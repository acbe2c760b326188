import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, SessionStore, TOKENS } from '@licita/application';
import { fakeProjects } from '@licita/application/fakes';
import { DELETE_TENDER_TEXT } from '@licita/domain';
import { intersectAll, renderApp } from './helpers';
import { fullBackend, LONG_NAME, PROJECT_ID } from '../src/testing/data';

const cards = () => screen.queryAllByTestId('tender-card');

describe('tender list', () => {
  it('shows the breadcrumb, cards with name and simulations, and loads the 33rd on scroll', async () => {
    const { backend } = renderApp({ path: '/projects', loggedIn: true, backend: { projects: fakeProjects(33) } });
    await waitFor(() => expect(cards()).toHaveLength(32));
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Inicio' })).toBeTruthy();
    expect(crumbs.textContent).toContain('Licitaciones');
    expect(screen.getByText('Licitación 33')).toBeTruthy();
    expect(screen.queryByText('Licitación 1')).toBeNull();
    act(() => intersectAll());
    expect(await screen.findByText('Licitación 1')).toBeTruthy();
    expect(cards()).toHaveLength(33);
    expect(backend.calls.filter((c) => c.startsWith('list:'))).toEqual(['list::', 'list::p-0001']);
  });

  it('searches as the user types', async () => {
    const { backend } = renderApp({ path: '/projects', loggedIn: true, backend: { projects: fakeProjects(20) } });
    // what the server finds (its search: application/test/real/core.test.ts); the fake finds nothing unrecorded
    backend.answerNext('list:licitacion 17:', { items: fakeProjects(17).slice(0, 1), next_start_id: null });
    const user = userEvent.setup();
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar licitación' }), 'licitacion 17');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByText('Licitación 17')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar licitación' }), 'x');
    expect(await screen.findByText('Ninguna licitación cumple los criterios de búsqueda')).toBeTruthy();
    expect(screen.getByText('Vuelve a intentarlo')).toBeTruthy();
  });

  it('a user without workspaces is told so', async () => {
    renderApp({ path: '/projects', loggedIn: true, backend: { workspaces: [] } });
    expect(await screen.findByText('Tu usuario no pertenece a ningún espacio de trabajo')).toBeTruthy();
  });

  it('empty workspace', async () => {
    renderApp({ path: '/projects', loggedIn: true });
    expect(await screen.findByText('No hay ninguna licitación todavía')).toBeTruthy();
    expect(screen.getByText('Comienza creando una')).toBeTruthy();
  });

  it('a Lector sees no create, edit or delete control', async () => {
    renderApp({ path: '/projects', loggedIn: true, role: 'lector', backend: { projects: fakeProjects(3) } });
    await waitFor(() => expect(cards()).toHaveLength(3));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Espacio de trabajo:/ }).textContent).toContain('Demo'));
    expect(screen.queryByRole('button', { name: 'Nueva licitación' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Editar / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Eliminar / })).toBeNull();
  });

  it('an administrator creates a tender and lands on it', async () => {
    const { path } = renderApp({ path: '/projects', loggedIn: true, backend: { projects: fakeProjects(2) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nueva licitación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva Licitación' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    expect(within(dialog).getByText('Nombre requerido')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Nombre'), 'Limpieza de colegios');
    await user.click(within(dialog).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(path()).toMatch(/^\/projects\/p-new-\d+$/));
    expect(await screen.findByRole('heading', { name: 'Limpieza de colegios' })).toBeTruthy();
  });

  it('renames and deletes with confirmation', async () => {
    renderApp({ path: '/projects', loggedIn: true, backend: { projects: fakeProjects(2) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar Licitación 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar nombre' });
    const field = within(dialog).getByLabelText('Nombre') as HTMLInputElement;
    expect(field.value).toBe('Licitación 2');
    await user.clear(field);
    await user.type(field, 'Renombrada');
    await user.click(within(dialog).getByRole('button', { name: 'Editar' }));
    expect(await screen.findByText('Renombrada')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Eliminar Renombrada' }));
    const confirm = await screen.findByRole('dialog', { name: 'Eliminar licitación' });
    expect(within(confirm).getByText(DELETE_TENDER_TEXT)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Renombrada')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Eliminar Renombrada' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar licitación' })).getByRole('button', { name: 'Sí, eliminar' }),
    );
    await waitFor(() => expect(screen.queryByText('Renombrada')).toBeNull());
    expect(cards()).toHaveLength(1);
  });

  it('truncates titles longer than 120 characters and opens the tender on click', async () => {
    const { path } = renderApp({ path: '/projects', loggedIn: true, backend: fullBackend() });
    const user = userEvent.setup();
    const title = await screen.findByText(`${LONG_NAME.slice(0, 120)}…`);
    await user.click(screen.getByText('Licitación 39'));
    expect(path()).toBe('/projects/p-0039');
    expect(title).toBeTruthy();
  });

  it('a 401 logs out; a server message shows in the error snackbar', async () => {
    const a = renderApp({ path: '/projects', loggedIn: true, backend: { projects: fakeProjects(2) } });
    await waitFor(() => expect(cards()).toHaveLength(2));
    a.backend.tenders.rename = () =>
      Promise.reject(new ApiError(400, 'User does not have access to the workspace', '/api/project/x'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar Licitación 2' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('Nombre'), ' b');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Editar' }));
    expect((await screen.findByText('Su usuario no tiene acceso al espacio de trabajo')).closest('[role=alert]')).toBeTruthy();

    a.backend.tenders.remove = () => Promise.reject(new ApiError(401, 'Unauthorized', '/api/project/x'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar Licitación 2' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Eliminar licitación' })).getByRole('button', { name: 'Sí, eliminar' }),
    );
    await waitFor(() => expect(a.path()).toBe('/login'));
    expect(a.app.container.get<SessionStore>(TOKENS.SessionStore).token).toBeNull();
    expect(screen.queryByText('Unauthorized')).toBeNull();
  });
});

describe('tender detail', () => {
  it('shows both sections, dates, legend, and routes by status', async () => {
    const { path } = renderApp({ path: `/projects/${PROJECT_ID}`, loggedIn: true, backend: fullBackend() });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Licitación 3' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Licitaciones' })).toBeTruthy();
    expect(crumbs.textContent).toContain('Licitación 3');
    expect(screen.getByText('4 simulaciones')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Estudios previos' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Simulaciones' })).toBeTruthy();
    expect(screen.getByText('05/03/2024, 10:11:12')).toBeTruthy();
    expect(screen.getByText('01/03/2024')).toBeTruthy();
    for (const t of ['Simulación completada', 'Simulación en progreso', 'Simulación con errores'])
      expect(screen.getAllByText(t).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Simulación 4' }));
    expect(path()).toBe(`/simulation/${PROJECT_ID}/s-4/form`);
  });

  it('a solved simulation opens the simulation page; a stopped study opens the editor', async () => {
    const { path } = renderApp({ path: `/projects/${PROJECT_ID}`, loggedIn: true, backend: fullBackend() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Simulación 1' }));
    expect(path()).toBe(`/projects/${PROJECT_ID}/simulations/s-1`);
  });

  it("a solved simulation's card shows its total cost and offer in euros; the others show neither", async () => {
    renderApp({ path: `/projects/${PROJECT_ID}`, loggedIn: true, backend: fullBackend() });
    await screen.findByRole('heading', { name: 'Licitación 3' });
    const [solved, ...others] = screen
      .getAllByTestId('simulation-card')
      .sort((a, b) => (a.textContent! < b.textContent! ? -1 : 1));
    const figure = (card: HTMLElement, label: string) => within(card).queryByText(label)?.nextElementSibling?.textContent ?? null;
    expect(solved!.getAttribute('data-status')).toBe('Solved');
    expect(figure(solved!, 'Coste total')).toBe('123.456,78 €');
    expect(figure(solved!, 'Oferta')).toBe('118.500,50 €');
    for (const card of others) expect([figure(card, 'Coste total'), figure(card, 'Oferta')]).toEqual([null, null]);
  });

  it('empty sections', async () => {
    renderApp({ path: '/projects/p-0001', loggedIn: true, backend: { projects: fakeProjects(1) } });
    expect(await screen.findByText('No hay estudios previos aún')).toBeTruthy();
    expect(screen.getByText('No hay simulaciones')).toBeTruthy();
    expect(screen.getByText('Crea una nueva')).toBeTruthy();
  });

  it('a missing tender goes to /404', async () => {
    const { path } = renderApp({ path: '/projects/nope', loggedIn: true });
    await waitFor(() => expect(path()).toBe('/404'));
  });
});
