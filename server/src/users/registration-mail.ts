/**
 * What the owner of an address learns when someone registers it again: the registration answers exactly as for a
 * free address (nobody can tell which addresses have an account), so the owner is told by mail instead, with the
 * way back in if it was them.
 */
import type { Deps } from '../http/context';

export async function mailAddressTaken(deps: Pick<Deps, 'mailer' | 'publicUrl'>, email: string): Promise<void> {
  await deps.mailer.send({
    to: email,
    subject: 'Licita: ya tienes una cuenta',
    text: [
      'Hola:',
      '',
      'Alguien ha intentado crear una cuenta de Licita con esta dirección, que ya tiene una cuenta. No hemos cambiado nada.',
      '',
      `Si has sido tú, entra con tu contraseña en ${deps.publicUrl}/login`,
      `o, si no la recuerdas, pide un enlace para elegir otra en ${deps.publicUrl}/recover-password`,
      '',
      'Si no has sido tú, ignora este mensaje.',
    ].join('\n'),
  });
}
