/** User host: log in, refresh, log out, register, password recovery, connection check. */
import type { Deps, UserHandlers } from '../../http/context';
import { badRequest, conflict, HttpError, MESSAGES, unauthorized } from '../../http/errors';
import { openSession } from '../../auth/sessions';
import { hashToken, newOpaqueToken } from '../../auth/tokens';

const RESET_LINK_MINUTES = 60;
const INVALID_LINK = 'Enlace no válido o caducado';

export const authHandlers = {
  async authToken({ body, ip, deps }) {
    const email = String(body.email).trim().toLowerCase();
    // Counted before any hashing (./auth/rate-limit.ts); stays a failure unless the password is right.
    const attempt = await deps.rateLimits.reserve('login', email, ip);
    const user = await deps.db
      .selectFrom('app_user')
      .select(['id', 'email', 'password_hash', 'active'])
      .where('email', '=', email)
      .executeTakeFirst();
    let ok: boolean;
    try {
      ok = user ? await deps.passwords.verify(user.password_hash, body.password) : await deps.passwords.burn(body.password).then(() => false);
    } catch (error) {
      await deps.rateLimits.release(attempt); // refused before checking (hashing queue full)
      throw error;
    }
    if (!user || !ok || !user.active) throw new HttpError(401, MESSAGES.wrongCredentials);
    await deps.rateLimits.succeeded(attempt);
    if (deps.passwords.needsRehash(user.password_hash)) {
      // Stored with older argon2 parameters: store today's (./auth/passwords.ts); a busy queue only postpones it.
      const fresh = await deps.passwords.hash(body.password).catch(() => null);
      if (fresh) await deps.db.updateTable('app_user').set({ password_hash: fresh }).where('id', '=', user.id).where('password_hash', '=', user.password_hash).execute();
    }
    const device = typeof body.device === 'string' ? body.device : null;
    return openSession(deps.db, deps.accessTokens, user, device, body.expires === false, deps.now());
  },

  async authRefresh({ body, deps }) {
    const now = deps.now();
    const answer = await deps.db.transaction().execute(async (trx) => {
      // Spend the token atomically: only one concurrent refresh wins.
      const spent = await trx
        .updateTable('refresh_token')
        .set({ revoked_at: now })
        .where('token_hash', '=', hashToken(body.token))
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'session_id', 'device', 'long_lived'])
        .executeTakeFirst();
      if (!spent) return null;
      const user = await trx
        .selectFrom('app_user')
        .select(['id', 'email'])
        .where('id', '=', spent.user_id)
        .where('active', '=', true)
        .executeTakeFirst();
      if (!user) throw unauthorized();
      return openSession(trx, deps.accessTokens, user, spent.device, spent.long_lived, now, spent.session_id);
    });
    if (answer) return answer;
    // A spent token presented again was stolen or replayed (RFC 9700 §4.14.2): the whole session ends.
    await revokeFamilyOf(deps, hashToken(body.token), now);
    throw unauthorized();
  },

  async authRevoke({ body, deps }) {
    await revokeFamilyOf(deps, hashToken(body.token), deps.now());
    return { message: 'Sesión cerrada' };
  },

  async authRegister({ body, deps, reply }) {
    const email = String(body.email).trim().toLowerCase();
    const taken = await deps.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw conflict('Ya existe una cuenta con ese correo electrónico', 'email');
    const passwordHash = await deps.passwords.hash(body.password);
    const row = await deps.db
      .insertInto('app_user')
      .values({ email, password_hash: passwordHash, updated_at: deps.now() })
      .onConflict((oc) => oc.column('email').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw conflict('Ya existe una cuenta con ese correo electrónico', 'email');
    reply.code(201);
    return { id: row.id };
  },

  async authPasswordRecover({ body, ip, deps }) {
    const email = String(body.email).trim().toLowerCase();
    await deps.rateLimits.reserve('recover', email, ip);
    const user = await deps.db
      .selectFrom('app_user')
      .select(['id', 'email'])
      .where('email', '=', email)
      .where('active', '=', true)
      .executeTakeFirst();
    if (user) {
      const token = newOpaqueToken();
      const now = deps.now();
      await deps.db
        .insertInto('password_reset')
        .values({
          user_id: user.id,
          token_hash: hashToken(token),
          expires_at: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
          created_at: now,
        })
        .execute();
      const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await deps.mailer.send({
        to: user.email,
        subject: 'Licita: restablecer la contraseña',
        text: [
          'Hola:',
          '',
          'Hemos recibido una petición para restablecer la contraseña de tu cuenta de Licita.',
          `Abre este enlace para elegir una nueva (caduca en ${RESET_LINK_MINUTES} minutos y solo sirve una vez):`,
          '',
          link,
          '',
          'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.',
        ].join('\n'),
      });
    }
    // Same answer whether or not the e-mail exists.
    return { message: 'Si el correo está registrado, recibirás un enlace para restablecer la contraseña' };
  },

  async authPasswordReset({ body, deps }) {
    const now = deps.now();
    const passwordHash = await deps.passwords.hash(body.password);
    await deps.db.transaction().execute(async (trx) => {
      const reset = await trx
        .updateTable('password_reset')
        .set({ used_at: now })
        .where('token_hash', '=', hashToken(body.token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      if (!reset) throw badRequest(INVALID_LINK, 'token');
      await trx
        .updateTable('app_user')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('id', '=', reset.user_id)
        .execute();
      await trx
        .updateTable('refresh_token')
        .set({ revoked_at: now })
        .where('user_id', '=', reset.user_id)
        .where('revoked_at', 'is', null)
        .execute();
      // Other pending links of the user stop working too.
      await trx
        .updateTable('password_reset')
        .set({ used_at: now })
        .where('user_id', '=', reset.user_id)
        .where('used_at', 'is', null)
        .execute();
    });
    return { message: 'Contraseña cambiada' };
  },

  async authCheckConnection() {
    return { status: 'ok' };
  },
} satisfies UserHandlers;

/**
 * Ends the session (the family of every rotation of one login) that the token belongs to: its refresh tokens stop
 * refreshing and, as bearer checks need an open session, its access tokens stop working at once.
 */
async function revokeFamilyOf(deps: Deps, tokenHash: string, now: Date): Promise<void> {
  await deps.db
    .updateTable('refresh_token')
    .set({ revoked_at: now })
    .where('session_id', '=', (eb) => eb.selectFrom('refresh_token').select('session_id').where('token_hash', '=', tokenHash))
    .where('revoked_at', 'is', null)
    .execute();
}
