import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAKE_INVITATION_TOKEN, profileFakes } from '@licita/application/fakes';
import { INVITATION_MESSAGES, PROFILE_MESSAGES } from '@licita/domain';
import { renderApp } from './helpers';

describe('Administración: invitations and member status', () => {
  it("'Invitar' checks the form, sends the invitation (an address with 'ñ' too) and lists it as pending", async () => {
    const { backend } = renderApp({ path: '/admin', loggedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a un usuario' });
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'mal');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(await within(dialog).findByText('El correo electrónico no es válido')).toBeTruthy();
    expect(within(dialog).getByText('Selecciona un rol', { selector: 'p' })).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Correo electrónico'));
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'Begoña@Demo.es');
    await user.selectOptions(within(dialog).getByLabelText('Perfil / rol'), 'Editor');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Invitación enviada a begoña@demo.es')).toBeTruthy();
    const pending = screen.getByRole('region', { name: 'Invitaciones pendientes' });
    expect(within(within(pending).getByText('begoña@demo.es').closest('tr')!).getByText('Editor')).toBeTruthy();
    expect(profileFakes(backend).invitationsByWorkspace['ws-demo']?.map((i) => i.email)).toContain('begoña@demo.es');
  });

  it("'Reenviar' renews an expired invitation; 'Revocar' asks first, then removes it", async () => {
    renderApp({ path: '/admin', loggedIn: true });
    const user = userEvent.setup();
    const pending = await screen.findByRole('region', { name: 'Invitaciones pendientes' });
    const row = () => within(pending).getByText('caducada@demo.es').closest('tr')!;
    expect(within(row()).getByText('Caducada')).toBeTruthy();
    await user.click(within(row()).getByRole('button', { name: 'Reenviar invitación a caducada@demo.es' }));
    expect(await screen.findByText('Invitación reenviada a caducada@demo.es')).toBeTruthy();
    expect(within(row()).queryByText('Caducada')).toBeNull();
    await user.click(within(row()).getByRole('button', { name: 'Revocar invitación a caducada@demo.es' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revocar invitación' });
    await user.click(within(confirm).getByRole('button', { name: 'Sí, revocar' }));
    await waitFor(() => expect(within(pending).queryByText('caducada@demo.es')).toBeNull());
  });

  it("'Desactivar' and 'Reactivar' ask first; the server's refusal (the last administrator) is shown", async () => {
    const { backend } = renderApp({ path: '/admin', loggedIn: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Desactivar editora@demo.es' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Desactivar usuario' })).getByRole('button', { name: 'Sí, desactivar' }),
    );
    expect(await screen.findByText('editora@demo.es (Desactivado)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reactivar editora@demo.es' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reactivar usuario' })).getByRole('button', { name: 'Sí, reactivar' }),
    );
    await waitFor(() => expect(screen.queryByText('editora@demo.es (Desactivado)')).toBeNull());
    backend.refuseNext('deactivateWorkspaceUser', 409, PROFILE_MESSAGES.lastAdmin);
    await user.click(screen.getByRole('button', { name: 'Desactivar admin@demo.es' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Desactivar usuario' })).getByRole('button', { name: 'Sí, desactivar' }),
    );
    expect(await screen.findByText('El espacio de trabajo debe conservar al menos un administrador')).toBeTruthy();
  });
});

describe('/invitation', () => {
  it('sets a password, joins the workspace and lands on the tenders', async () => {
    const { path } = renderApp({ path: `/invitation?token=${FAKE_INVITATION_TOKEN}` });
    const user = userEvent.setup();
    expect(await screen.findByText('«Demo»')).toBeTruthy();
    expect((screen.getByLabelText('Correo electrónico') as HTMLInputElement).value).toBe('nuevo@demo.es');
    await user.type(screen.getByLabelText('Contraseña'), 'corta');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'corta');
    await user.click(screen.getByRole('button', { name: 'Unirme al espacio de trabajo' }));
    expect(await screen.findByText('La contraseña debe tener al menos 10 caracteres')).toBeTruthy();
    await user.clear(screen.getByLabelText('Contraseña'));
    await user.clear(screen.getByLabelText('Repetir contraseña'));
    await user.type(screen.getByLabelText('Contraseña'), 'bienvenida-1');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'bienvenida-1');
    await user.click(screen.getByRole('button', { name: 'Unirme al espacio de trabajo' }));
    // the server's strength rule, shown before anything is sent
    expect(
      await screen.findByText(
        'La contraseña es demasiado fácil de adivinar: añade más palabras poco comunes o mezcla letras, números y signos',
      ),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText('Contraseña'));
    await user.clear(screen.getByLabelText('Repetir contraseña'));
    await user.type(screen.getByLabelText('Contraseña'), 'bienvenida-al-equipo-7');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'bienvenida-al-equipo-7');
    await user.click(screen.getByRole('button', { name: 'Unirme al espacio de trabajo' }));
    await waitFor(() => expect(path()).toBe('/projects'));
    expect(await screen.findByText('Ya formas parte de «Demo»')).toBeTruthy();
  });

  it('an expired link says so and offers no form', async () => {
    renderApp({
      path: `/invitation?token=${FAKE_INVITATION_TOKEN}`,
      backend: { refusals: [['checkInvitation', 400, INVITATION_MESSAGES.expired]] },
    });
    expect(await screen.findByText(/La invitación ha caducado/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unirme al espacio de trabajo' })).toBeNull();
  });
});
