/** User host: log in, refresh, log out, register, password recovery, connection check. */
import { PROFILE_MESSAGES } from '@licita/domain';
import type { UserHandlers } from '../http/context';
import { randomUUID } from 'node:crypto';
import { HttpError, MESSAGES } from '../http/errors';
import { openSession } from '../auth/sessions';
import { hashToken, newOpaqueToken } from '../auth/tokens';
import { revokeSessionOf } from '../auth/session-repository';
import { requireNewPassword, requirePasswordShape } from './service';
import { mailAddressTaken } from './registration-mail';
import { refreshSession, resetLinkEmail, resetPassword } from './session-service';
import * as repo from './repository';

const RESET_LINK_MINUTES = 60;

export const authHandlers = {
  async authToken({ body, ip, deps }) {
    const email = String(body.email).trim().toLowerCase();
    // Counted before any hashing (./auth/rate-limit.ts); stays a failure unless the password is right.
    const attempt = await deps.rateLimits.reserve('login', email, ip);
    const user = await repo.userByEmail(deps.db, email);
    let ok: boolean;
    try {
      ok = user
        ? await deps.passwords.verify(user.password_hash, body.password)
        : await deps.passwords.burn(body.password).then(() => false);
    } catch (error) {
      await deps.rateLimits.release(attempt); // refused before checking (hashing queue full)
      throw error;
    }
    if (!user || !ok || !user.active) throw new HttpError(401, MESSAGES.wrongCredentials);
    await deps.rateLimits.succeeded(attempt);
    if (deps.passwords.needsRehash(user.password_hash)) {
      // Stored with older argon2 parameters: store today's (./auth/passwords.ts); a busy queue only postpones it.
      const fresh = await deps.passwords.hash(body.password).catch(() => null);
      if (fresh) await repo.storeRehash(deps.db, user.id, fresh, user.password_hash);
    }
    const device = typeof body.device === 'string' ? body.device : null;
    return openSession(deps.db, deps.accessTokens, user, device, body.expires === false, deps.now());
  },

  async authRefresh({ body, ip, deps }) {
    // A refresh token is a credential: a wrong one counts against the address like a failed login.
    return deps.rateLimits.guard(null, ip, () => refreshSession(body.token, deps));
  },

  async authRevoke({ body, deps }) {
    await revokeSessionOf(deps.db, hashToken(body.token), deps.now());
    return { message: 'Sesión cerrada' };
  },

  async authRegister({ body, ip, deps, reply }) {
    const email = String(body.email).trim().toLowerCase();
    // Cheap checks, then the address's limit, then the strength estimate (a worker thread) and the hash.
    requirePasswordShape(body.password, email);
    await deps.rateLimits.reserve('register', null, ip);
    await requireNewPassword(deps, body.password, email);
    // The same work and the same answer whether or not the address has an account: a taken address's owner is
    // told by mail, the caller is not (the id is then no account's).
    const passwordHash = await deps.passwords.hash(body.password);
    const taken = await repo.userByEmail(deps.db, email);
    const row = taken
      ? undefined
      : await repo.insertUser(deps.db, { email, password_hash: passwordHash, updated_at: deps.now() });
    if (!row) await mailAddressTaken(deps, email);
    reply.code(201);
    return { id: row?.id ?? randomUUID() };
  },

  async authPasswordRecover({ body, ip, deps }) {
    const email = String(body.email).trim().toLowerCase();
    await deps.rateLimits.reserve('recover', email, ip);
    const user = await repo.activeUserByEmail(deps.db, email);
    if (user) {
      const token = newOpaqueToken();
      const now = deps.now();
      await repo.insertPasswordReset(deps.db, {
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
        created_at: now,
      });
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
    return { message: PROFILE_MESSAGES.recoverySent };
  },

  async authPasswordReset({ body, ip, deps }) {
    const now = deps.now();
    requirePasswordShape(body.password);
    // The link's token is a credential: a wrong one counts against the address like a failed login. It is checked
    // before the strength estimate and the hash, so a flood of made-up links spends neither.
    const email = await deps.rateLimits.guard(null, ip, () => resetLinkEmail(deps, body.token, now));
    await requireNewPassword(deps, body.password, email);
    const passwordHash = await deps.passwords.hash(body.password);
    await resetPassword(deps, body.token, passwordHash, now); // spends the link (400 if spent meanwhile)
    return { message: PROFILE_MESSAGES.passwordChanged };
  },

  async authCheckConnection() {
    return { status: 'ok' };
  },
} satisfies UserHandlers;
