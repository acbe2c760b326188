import { describe, expect, it } from 'vitest';
import { nameNewHires } from '../../src/engine/new-hire-names.js';
import type { RosterWorker } from '../../src/engine/types.js';

const worker = (id: string, kind: 'new' | 'surrogate', categoryId: string, centerId: string, name = id): RosterWorker => ({
  id,
  kind,
  name,
  categoryId,
  agreementId: 'a',
  centerId,
  group: 'G1',
  contractMinutes: 600,
});
const category = (id: string) => ({ limp: 'Limpiador/a', cris: 'Cristalero/a' })[id] ?? id;
const center = (id: string) => ({ b: 'Biblioteca Leganés', p: 'Polideportivo' })[id] ?? id;

describe('names of the new hires', () => {
  it('with several centers: category, center and a number per category and center, so none repeats', () => {
    const ws = [
      worker('n1', 'new', 'limp', 'b'),
      worker('s1', 'surrogate', 'limp', 'b', 'Ana'),
      worker('n2', 'new', 'limp', 'p'),
      worker('n3', 'new', 'limp', 'b'),
      worker('n4', 'new', 'cris', 'p'),
    ];
    nameNewHires(ws, category, center, 2);
    expect(ws.map((w) => w.name)).toEqual([
      'Limpiador/a · Biblioteca Leganés · 1',
      'Ana',
      'Limpiador/a · Polideportivo · 1',
      'Limpiador/a · Biblioteca Leganés · 2',
      'Cristalero/a · Polideportivo · 1',
    ]);
    expect(new Set(ws.map((w) => w.name)).size).toBe(ws.length);
  });

  it('with one center the solver names stay (already unique)', () => {
    const ws = [worker('n1', 'new', 'limp', 'b', 'Limpiador/a (nueva contratación 1)')];
    nameNewHires(ws, category, center, 1);
    expect(ws[0]!.name).toBe('Limpiador/a (nueva contratación 1)');
  });
});
