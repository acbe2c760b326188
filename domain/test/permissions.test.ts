import { describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either.js';
import { can, DEFAULT_PERMISSIONS, Permissions, TenderRules, type Permission } from '../src/index';

const p = (module: Permission['module'], r: boolean, c: boolean, u: boolean, d: boolean): Permission => ({
  module,
  read: r,
  create: c,
  update: u,
  delete: d,
});

describe('permissions', () => {
  it('defaults before load: read only on agreement, simulation and inventory', () => {
    expect(can(undefined, 'agreement', 'read')).toBe(true);
    expect(can(undefined, 'simulation', 'read')).toBe(true);
    expect(can(undefined, 'inventory', 'read')).toBe(true);
    expect(can(undefined, 'previous_study', 'read')).toBe(false);
    expect(can(DEFAULT_PERMISSIONS, 'simulation', 'create', 'update', 'delete')).toBe(false);
  });
  it('an element shows when any listed action is granted', () => {
    const perms = [p('simulation', true, false, true, false)];
    expect(can(perms, 'simulation', 'create')).toBe(false);
    expect(can(perms, 'simulation', 'create', 'update')).toBe(true);
    expect(can(perms, 'inventory', 'read')).toBe(false);
    expect(can(perms, 'simulation')).toBe(false);
  });
  it('tender rules follow simulation create/update/delete', () => {
    const lector = [p('simulation', true, false, false, false)];
    const editor = [p('simulation', true, true, true, true)];
    expect([TenderRules.create(lector), TenderRules.edit(lector), TenderRules.remove(lector)]).toEqual([false, false, false]);
    expect([TenderRules.create(editor), TenderRules.edit(editor), TenderRules.remove(editor)]).toEqual([true, true, true]);
  });
  it('the codec validates', () => {
    expect(isRight(Permissions.decode([p('agreement', true, true, true, true)]))).toBe(true);
    expect(isRight(Permissions.decode([{ module: 'x', read: true }]))).toBe(false);
  });
});
