import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@licita/application';
import { profileFakes } from '@licita/application/fakes';
import { PROFILE_MESSAGES } from '@licita/domain';
import { renderApp, renderRoutes } from './helpers';
import { AppRoutes } from '../src/app/routes';
import { createFakeApp, FakeAppProvider } from '../src/testing/fakeApp';
import { pendingInvitations } from '../src/testing/data';

describe('Perfil', () => {
  it("shows the e-mail read-only, saves the names with 'Guardado con éxito'", async () => {
    const { backend } = renderApp({ path: '/profile', loggedIn: true });
    const user = userEvent.setup();
    const email = (await screen.findByLabelText('Correo electrónico')) as HTMLInputElement;
    expect(email.value).toBe('admin@demo.es');
    expect(email.readOnly).toBe(true);
    const name = screen.getByLabelText('Nombre') as HTMLInputElement;
    expect(name.value).toBe('Ana');
    await user.clear(name);
    await user.type(name, 'Eva');
    await user.clear(screen.getByLabelText('Segundo apellido'));
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('Guardado con éxito')).toBeTruthy();
    expect(profileFakes(backend).profile).toEqual({
      email: 'admin@demo.es',
      name: 'Eva',
      first_surname: 'García',
      second_surname: null,
    });
  });

  it("password: the rules under the fields, the server's refusal of the current password, success empties the form", async () => {
    const { backend } = renderApp({ path: '/profile', loggedIn: true });
    const user = userEvent.setup();
    const change = await screen.findByRole('button', { name: 'Cambiar' });
    await user.click(change);
    expect(await screen.findByText('La nueva contraseña no puede estar vacía')).toBeTruthy();
    await user.type(screen.getByLabelText('Contraseña actual'), 'demo1234');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'nueva-clave');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'otra-clave');
    await user.click(change);
    expect(await screen.findByText('Las contraseñas no coinciden')).toBeTruthy();
    await user.clear(screen.getByLabelText('Contraseña actual'));
    await user.type(screen.getByLabelText('Contraseña actual'), 'mal');
    await user.clear(screen.getByLabelText('Repetir contraseña'));
    await user.type(screen.getByLabelText('Repetir contraseña'), 'nueva-clave');
    backend.refuseNext('changePassword', 400, PROFILE_MESSAGES.wrongOldPassword, undefined, 'old_password');
    await user.click(change);
    expect(await screen.findByText('La contraseña actual no es correcta')).toBeTruthy();
    await user.clear(screen.getByLabelText('Contraseña actual'));
    await user.type(screen.getByLabelText('Contraseña actual'), 'demo1234');
    await user.click(change);
    expect(await screen.findByText('Guardado con éxito')).toBeTruthy();
    expect(profileFakes(backend).password).toBe('nueva-clave');
    await waitFor(() => expect((screen.getByLabelText('Nueva contraseña') as HTMLInputElement).value).toBe(''));
  });
  it("lists the account's pending invitations: 'Aceptar' joins the workspace, 'Rechazar' drops it", async () => {
    const app = createFakeApp({ path: '/profile', loggedIn: true });
    const fakes = profileFakes(app.backend);
    fakes.myInvitations = pendingInvitations();
    renderRoutes(app);
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: 'Invitaciones pendientes' });
    expect(within(list).getByText('«Limpiezas del Norte» con el rol Editor, de jefa@norte.es')).toBeTruthy();
    const norte = within(list)
      .getByText(/Limpiezas del Norte/)
      .closest('li')!;
    await user.click(within(norte as HTMLElement).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Ya formas parte de «Limpiezas del Norte»')).toBeTruthy();
    const sur = within(list)
      .getByText(/Servicios del Sur/)
      .closest('li')!;
    await user.click(within(sur as HTMLElement).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Has rechazado la invitación a «Servicios del Sur»')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Invitaciones pendientes' })).toBeNull());
    expect(fakes.myInvitations).toEqual([]);
    expect(app.backend.users[0]!.workspaces.map((w) => w.name)).toContain('Limpiezas del Norte');
  });

  it('a failed load can be retried', async () => {
    const app = createFakeApp({ path: '/profile', loggedIn: true });
    const fakes = profileFakes(app.backend);
    const real = fakes.profileGateway.get;
    fakes.profileGateway.get = () => {
      fakes.profileGateway.get = real;
      return Promise.reject(new ApiError(400, 'Error desconocido en el servidor', '/api/user/profile'));
    };
    render(
      <FakeAppProvider app={app}>
        <AppRoutes />
      </FakeAppProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(((await screen.findByLabelText('Nombre')) as HTMLInputElement).value).toBe('Ana');
  });
});

describe('Administración', () => {
  it("lists the users ('(Desactivado)'), edits a role in 'Editar rol de usuario'", async () => {
    renderApp({ path: '/admin', loggedIn: true });
    const user = userEvent.setup();
    expect(await screen.findByText('baja@demo.es (Desactivado)')).toBeTruthy();
    expect(screen.getByText('Simulaciones consumidas / contratadas: 3/12')).toBeTruthy();
    const row = screen.getByText('lector@demo.es').closest('tr')!;
    expect(within(row).getByText('Lector')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Editar rol de lector@demo.es' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Editar rol de usuario')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Perfil / rol'), 'Editor');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByText('lector@demo.es').closest('tr')!).getByText('Editor')).toBeTruthy();
    expect(screen.getByText('Guardado con éxito')).toBeTruthy();
  });

  it("the server's refusal of a role change (the last administrator) shows in the dialog", async () => {
    const { backend } = renderApp({ path: '/admin', loggedIn: true });
    backend.refuseNext('updateWorkspaceUser', 409, PROFILE_MESSAGES.lastAdmin);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Editar rol de admin@demo.es' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Perfil / rol'), 'Lector');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El espacio de trabajo debe conservar al menos un administrador')).toBeTruthy();
  });

  it("'SMI previsto': a year already published is refused under its field; a later year is saved read the Spanish way", async () => {
    renderApp({ path: '/admin', loggedIn: true });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'SMI previsto' });
    expect(within(section).getByText(/2026: 17\.094,00 € \(RD 126\/2026\)/)).toBeTruthy();
    await user.click(await within(section).findByRole('button', { name: 'Añadir año' }));
    const year = within(section).getByLabelText('Año') as HTMLInputElement;
    expect(year.value).toBe('2027');
    await user.clear(year);
    await user.type(year, '2026');
    await user.type(within(section).getByLabelText('SMI anual (€)'), '17.600');
    await user.click(within(section).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(section).findByText('Año: el SMI de 2026 ya está publicado; el previsto es para años posteriores a 2026'),
    ).toBeTruthy();
    await user.clear(year);
    await user.type(year, '2027');
    await user.click(within(section).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('SMI previsto guardado')).toBeTruthy();
    // 17.600 is seventeen thousand six hundred, shown es-ES
    expect((within(section).getByLabelText('SMI anual (€)') as HTMLInputElement).value).toBe('17.600,00');
  });

  it('a user without user management is refused and no user is listed', async () => {
    const { backend } = renderApp({ path: '/admin', loggedIn: true, role: 'lector' });
    expect(await screen.findByText(/No tienes permiso para gestionar los usuarios/)).toBeTruthy();
    expect(screen.queryByText('Gestión de usuarios')).toBeNull();
    expect(profileFakes(backend).calls).not.toContain('listWorkspaceUsers');
  });
});

describe('account screens', () => {
  it('the login links to recovery and registration', async () => {
    const { path } = renderApp({ path: '/login' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: '¿Has olvidado tu contraseña?' }));
    await waitFor(() => expect(path()).toBe('/recover-password'));
    await screen.findByRole('button', { name: 'Enviar enlace' });
    await user.type(screen.getByLabelText('Correo electrónico'), 'admin@demo.es');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByText(/recibirás un enlace/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Volver a iniciar sesión' }));
    await user.click(await screen.findByRole('link', { name: 'Crear cuenta' }));
    await waitFor(() => expect(path()).toBe('/register'));
    await screen.findByLabelText('Repetir contraseña');
    await user.type(screen.getByLabelText('Correo electrónico'), 'nueva@demo.es');
    await user.type(screen.getByLabelText('Contraseña'), 'larga-clave');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'larga-clave');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(/Cuenta creada/)).toBeTruthy();
  });

  it('a recovery link sets the new password; a link the server refuses says so', async () => {
    const first = renderApp({ path: '/reset-password?token=reset-token-1' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'nueva-clave');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'nueva-clave');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(/Contraseña cambiada/)).toBeTruthy();
    expect(profileFakes(first.backend).password).toBe('nueva-clave');
    first.unmount();
    // a used link: the server's refusal (application/test/real/profile.test.ts)
    renderApp({
      path: '/reset-password?token=reset-token-1',
      backend: { refusals: [['reset', 400, PROFILE_MESSAGES.invalidLink]] },
    });
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'otra-clave');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'otra-clave');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(/Enlace no válido o caducado/)).toBeTruthy();
  });
});
