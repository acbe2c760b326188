/**
 * The new-password forms apply the server's strength rule before sending (register, reset, profile; the invitation
 * in invitations.test.tsx): a common or easily guessed password is refused under the field with the server's Spanish
 * message, and nothing reaches the server.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileFakes } from '@licita/application/fakes';
import { renderApp } from './helpers';

const COMMON = 'La contraseña es una de las más usadas: elige otra';
const WEAK = 'La contraseña es demasiado fácil de adivinar: añade más palabras poco comunes o mezcla letras, números y signos';

describe('the strength of a new password, before it is sent', () => {
  it('Crear cuenta: a common password is refused with the rule shown beforehand; a strong one creates the account', async () => {
    const { backend } = renderApp({ path: '/register' });
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Contraseña');
    expect(screen.getByText(/Al menos 10 caracteres y difícil de adivinar/)).toBeTruthy();
    await user.type(screen.getByLabelText('Correo electrónico'), 'nueva@demo.es');
    await user.type(password, 'password1234');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(COMMON)).toBeTruthy();
    expect(profileFakes(backend).registered).toEqual([]);
    await user.clear(password);
    await user.clear(screen.getByLabelText('Repetir contraseña'));
    await user.type(password, 'mesa-cohete-nube-17');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'mesa-cohete-nube-17');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText(/Cuenta creada/)).toBeTruthy();
    expect(profileFakes(backend).registered).toEqual([{ email: 'nueva@demo.es', password: 'mesa-cohete-nube-17' }]);
  });

  it('Nueva contraseña with a recovery link: a guessable password is refused and the link stays unused', async () => {
    const { backend } = renderApp({ path: '/reset-password?token=reset-token-1' });
    const fakes = profileFakes(backend);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Nueva contraseña'), 'contraseña1');
    await user.type(screen.getByLabelText('Repetir contraseña'), 'contraseña1');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(WEAK)).toBeTruthy();
    expect(fakes.calls).not.toContain('reset');
  });

  it('Perfil: a common new password is refused and the password stays the same', async () => {
    const { backend } = renderApp({ path: '/profile', loggedIn: true });
    const user = userEvent.setup();
    const change = await screen.findByRole('button', { name: 'Cambiar' });
    await user.type(screen.getByLabelText('Contraseña actual'), 'demo1234');
    await user.type(screen.getByLabelText('Nueva contraseña'), '1234567890');
    await user.type(screen.getByLabelText('Repetir contraseña'), '1234567890');
    await user.click(change);
    expect(await screen.findByText(COMMON)).toBeTruthy();
    expect(profileFakes(backend).calls).not.toContain('changePassword');
  });
});
