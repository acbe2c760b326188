import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionStore, STORAGE_KEYS, TOKENS, type KeyValueStorage } from '@licita/application';
import { API_MESSAGES } from '@licita/domain';
import { renderApp } from './helpers';

describe('login screen', () => {
  it("the server's refusal of a password shows translated under the form", async () => {
    const { path, backend } = renderApp({ path: '/login' });
    backend.refuseNext('login', 401, API_MESSAGES.wrongCredentials, '/api/auth/token');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'admin@demo.es');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('Usuario o contraseña incorrectos');
    expect(path()).toBe('/login');
  });

  it('Enter submits; Remember me sends expires:false; success goes to /projects with the shell', async () => {
    const { backend, path } = renderApp({ path: '/login' });
    const spy = vi.spyOn(backend.auth, 'login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'admin@demo.es');
    await user.click(screen.getByLabelText('Recuérdame'));
    await user.type(screen.getByLabelText('Contraseña'), 'demo1234{Enter}');
    await waitFor(() => expect(path()).toBe('/projects'));
    expect(spy.mock.calls[0]![0]).toMatchObject({ email: 'admin@demo.es', password: 'demo1234', expires: false });
    expect(await screen.findByRole('heading', { name: 'Licitaciones' })).toBeTruthy();
    expect(await screen.findByText('Simulaciones lanzadas: 3 de 12')).toBeTruthy();
    expect((await screen.findByRole('button', { name: /^Espacio de trabajo:/ })).textContent).toContain('Demo');
  });

  it('clears local storage on load', async () => {
    const { app } = renderApp({ path: '/login' });
    const storage = app.container.get<KeyValueStorage>(TOKENS.Storage);
    await waitFor(() => expect(storage.getItem(STORAGE_KEYS.workspaceId)).toBeNull());
  });
});

describe('guards and routes', () => {
  it('a protected route without a token goes to /login', async () => {
    const { path } = renderApp({ path: '/projects' });
    await waitFor(() => expect(path()).toBe('/login'));
    expect(screen.getByLabelText('Correo electrónico')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Menú de usuario' })).toBeNull();
  });

  it('/login with a token goes to /projects; / goes to /projects', async () => {
    const a = renderApp({ path: '/login', loggedIn: true });
    await waitFor(() => expect(a.path()).toBe('/projects'));
    a.unmount();
    const b = renderApp({ path: '/', loggedIn: true });
    await waitFor(() => expect(b.path()).toBe('/projects'));
  });

  it('an unknown path goes to /404; /404 needs no login and shows no top bar', async () => {
    const { path } = renderApp({ path: '/nada/de/nada' });
    await waitFor(() => expect(path()).toBe('/404'));
    expect(screen.getByText('Error 404, Página no encontrada')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeTruthy();
    expect(screen.getByText('soporte@licita.es')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('/404 shows the top bar to a logged-in user', async () => {
    renderApp({ path: '/404', loggedIn: true });
    expect(screen.getByText('Error 404, Página no encontrada')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('later screens are placeholders with their Spanish name', async () => {
    renderApp({ path: '/calendar', loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Calendario' })).toBeTruthy();
    expect(screen.getByText('Disponible próximamente')).toBeTruthy();
  });

  it('/notfound clears the token and shows the top bar and support contact', async () => {
    const { app } = renderApp({ path: '/notfound', loggedIn: true });
    expect(screen.getByText('Has perdido la conexión con el servidor')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByText('soporte@licita.es')).toBeTruthy();
    await waitFor(() => expect(app.container.get<SessionStore>(TOKENS.SessionStore).token).toBeNull());
  });

  it('a failed connection check sends the user to /notfound', async () => {
    const { path } = renderApp({ path: '/projects', loggedIn: true, backend: { refusals: [['check', 0, 'Failed to fetch']] } });
    await waitFor(() => expect(path()).toBe('/notfound'));
    expect(await screen.findByText('Has perdido la conexión con el servidor')).toBeTruthy();
  });
});

describe('shell', () => {
  it('the avatar menu: Mi perfil, Administración, Salir logs out', async () => {
    const { path, app } = renderApp({ path: '/projects', loggedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Menú de usuario' }));
    expect(await screen.findByRole('menuitem', { name: 'Mi perfil' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Administración' })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Salir' }));
    await waitFor(() => expect(path()).toBe('/login'));
    expect(app.container.get<SessionStore>(TOKENS.SessionStore).token).toBeNull();
    expect(app.backend.calls).toContain('revoke');
  });

  it('the sidebar links and collapse', async () => {
    const { path } = renderApp({ path: '/projects', loggedIn: true });
    const user = userEvent.setup();
    const nav = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(nav.textContent).toContain('Licitaciones');
    expect(nav.textContent).toContain('Convenios');
    expect(nav.textContent).toContain('Costes materiales');
    await user.click(screen.getByRole('link', { name: 'Convenios' }));
    expect(path()).toBe('/agreements');
    expect(await screen.findByText(/^Simulaciones lanzadas: /)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Contraer menú' }));
    expect(screen.queryByText(/^Simulaciones lanzadas: /)).toBeNull();
    expect(screen.getByRole('button', { name: 'Expandir menú' })).toBeTruthy();
  });

  it('switching workspace loads its quota and permissions', async () => {
    const { backend } = renderApp({
      path: '/projects',
      loggedIn: true,
      backend: {
        workspaces: [
          { id: 'ws-demo', name: 'Demo', simulations_executed: 3, max_simulations: 10, simulations_added_from_last_month: 2 },
          { id: 'ws-2', name: 'Norte', simulations_executed: 5, max_simulations: null, simulations_added_from_last_month: 0 },
        ],
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('Simulaciones lanzadas: 3 de 12')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Espacio de trabajo:/ }));
    await user.click(await screen.findByRole('option', { name: 'Norte' }));
    expect(await screen.findByText('Simulaciones lanzadas: 5 (sin límite)')).toBeTruthy();
    expect(backend.calls).toContain('getWorkspace');
  });
});
