/**
 * One password rule for every path, so that no way in accepts a password the others refuse: the operator's commands (add-user, create-workspace) and an
 * explicitly set SEED_ADMIN_PASSWORD follow the users' rule, and the rule refuses a password that is, or is built
 * on, the account's own e-mail address (register, reset, the operator's commands alike).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createWorkspace } from '../../src/admin/operations';
import { resolveSettings } from '../../src/config';
import { createPasswordHasher } from '../../src/auth/passwords';
import { openDatabase } from '../../src/db/connect';
import { seedDatabase } from '../../src/db/seed';
import { prepareDatabase } from '../../src/server';
import { createTestApp, TEST_PASSWORD_COST, targets, type TestApp } from '../helpers';

const OWN_ADDRESS = 'La contraseña no puede ser tu dirección de correo';

describe.each(await targets())('one password rule, the operator included (%s)', (target) => {
  let t: TestApp;
  const passwords = createPasswordHasher(TEST_PASSWORD_COST);

  beforeAll(async () => {
    t = await createTestApp(target);
    await t.workspace('Operador');
  }, 180_000);
  afterAll(() => t?.close());

  it('add-user refuses "12345678", "password123" and the address itself, in Spanish; nobody is added', async () => {
    const before = await t.counts();
    const add = (email: string, password: string) =>
      addUser(t.database.db, passwords, { workspace: 'Operador', email, password, role: 'Lector' });
    await expect(add('ana@operador.test', '12345678')).rejects.toThrow('La contraseña debe tener al menos 10 caracteres');
    await expect(add('ana@operador.test', 'password123')).rejects.toThrow('La contraseña es una de las más usadas: elige otra');
    await expect(add('ana.garcia@operador.test', 'ana.garcia@operador.test')).rejects.toThrow(OWN_ADDRESS);
    await expect(add('ana.garcia@operador.test', 'ana.garcia-2026!')).rejects.toThrow(OWN_ADDRESS);
    expect(await t.counts()).toEqual(before);
    const { user } = await add('ana@operador.test', 'Limpieza-de-oficinas-27');
    expect(user.email).toBe('ana@operador.test');
  });

  it('create-workspace refuses a weak administrator password in Spanish', async () => {
    await expect(
      createWorkspace(t.database.db, passwords, { name: 'Nuevo', adminEmail: 'jefa@nuevo.test', adminPassword: 'password123' }),
    ).rejects.toThrow('La contraseña es una de las más usadas: elige otra');
  });

  it("a reset to the account's own address, or one built on it, answers 400 with the Spanish reason", async () => {
    const email = 'marta.lopez@operador.test';
    await t.member('Operador', email, 'Lector');
    for (const password of [email, `${email}-1`, 'Marta.Lopez-1999']) {
      await t.call('POST', '/api/auth/password/recover', { body: { email }, ip: '198.51.120.1' });
      const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(t.mailer.sent.at(-1)!.text)![1]!);
      const res = await t.call('POST', '/api/auth/password/reset', { body: { token, password }, ip: '198.51.120.2' });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ message: OWN_ADDRESS, field: 'password' });
    }
  });

  it('register refuses the address itself as its password', async () => {
    const res = await t.call('POST', '/api/auth/register', {
      body: { email: 'pablo.ruiz@operador.test', password: 'pablo.ruiz@operador.test' },
      ip: '198.51.120.3',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: OWN_ADDRESS, field: 'password' });
  });
});

describe('SEED_ADMIN_PASSWORD', () => {
  const passwords = createPasswordHasher(TEST_PASSWORD_COST);
  const env = { NODE_ENV: 'test', JWT_SECRET: 's'.repeat(32), SEED_ADMIN_EMAIL: 'jefa@acme.es' };

  it("an explicitly set password is checked by the users' rule; the embedded demo's documented default is not", () => {
    expect(resolveSettings({ ...env, SEED_ADMIN_PASSWORD: 'Limpieza-de-oficinas-27' }).seedAdmin).toEqual({
      email: 'jefa@acme.es',
      password: 'Limpieza-de-oficinas-27',
      checked: true,
    });
    // The embedded demo's documented default stays (development only).
    const demo = resolveSettings({ NODE_ENV: 'test', JWT_SECRET: 's'.repeat(32) }).seedAdmin;
    expect(demo).toMatchObject({ password: 'demo1234', checked: false });
  });

  it("a weak one stops the start that would create the administrator, with the rule's reason; nothing is created", async () => {
    const empty = await openDatabase({});
    try {
      await prepareDatabase(empty, { passwordCost: TEST_PASSWORD_COST }); // migrated, no workspace yet
      for (const [password, reason] of [
        ['12345678', 'La contraseña debe tener al menos 10 caracteres'],
        ['password123', 'La contraseña es una de las más usadas: elige otra'],
        ['jefa@acme.es-2027', OWN_ADDRESS],
      ]) {
        const seedAdmin = resolveSettings({ ...env, SEED_ADMIN_PASSWORD: password }).seedAdmin;
        await expect(seedDatabase(empty.db, passwords, seedAdmin)).rejects.toThrow(`SEED_ADMIN_PASSWORD: ${reason}`);
      }
      const workspaces = await empty.db.selectFrom('workspace').select('id').execute();
      expect(workspaces).toEqual([]);
      const strong = resolveSettings({ ...env, SEED_ADMIN_PASSWORD: 'Limpieza-de-oficinas-27' }).seedAdmin;
      expect(await seedDatabase(empty.db, passwords, strong)).toEqual({ seeded: true });
      // Already seeded: a weak value still set in the environment no longer matters (an upgrade keeps starting).
      const weak = resolveSettings({ ...env, SEED_ADMIN_PASSWORD: '12345678' }).seedAdmin;
      expect(await seedDatabase(empty.db, passwords, weak)).toEqual({ seeded: false });
    } finally {
      await empty.close();
    }
  }, 60_000);
});
