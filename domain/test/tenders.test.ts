import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import {
  quotaDisplay,
  launchQuotaText,
  simulationCountLabel,
  tenderListEmptyState,
  truncate,
  validateTenderName,
  simulationRoute,
  previousStudyRoute,
  simulationStatusColour,
  previousStudyBorderColour,
} from '../src/index';

describe('tenders', () => {
  it('name rules', () => {
    expect(validateTenderName('  Limpieza  ')).toEqual(E.right('Limpieza'));
    expect(validateTenderName('   ')).toEqual(E.left('Nombre requerido'));
    expect(E.isLeft(validateTenderName('x'.repeat(256)))).toBe(true);
  });
  it('truncates above 120 characters', () => {
    expect(truncate('a'.repeat(120))).toBe('a'.repeat(120));
    expect(truncate('a'.repeat(121))).toBe(`${'a'.repeat(120)}…`);
    expect(truncate('abcdef', 3)).toBe('abc…');
  });
  it('labels and empty states', () => {
    expect(simulationCountLabel(0)).toBe('0 simulaciones');
    expect(simulationCountLabel(1)).toBe('1 simulación');
    expect(simulationCountLabel(5)).toBe('5 simulaciones');
    expect(tenderListEmptyState('').title).toBe('No hay ninguna licitación todavía');
    expect(tenderListEmptyState('x').subtitle).toBe('Vuelve a intentarlo');
  });
  it('card routes and colours', () => {
    expect(simulationRoute('p', { uid: 's', status: 'Stopped' })).toBe('/simulation/p/s/form');
    expect(simulationRoute('p', { uid: 's', status: 'Solved' })).toBe('/projects/p/simulations/s');
    expect(previousStudyRoute('p', { uid: 'e', status: 'Stopped' })).toBe('/previous/p/e');
    expect(previousStudyRoute('p', { uid: 'e', status: 'Error' })).toBe('/previous_solution/p/e');
    expect(simulationStatusColour('Solved')).toBe('green');
    expect(simulationStatusColour('Running')).toBe('orange');
    expect(simulationStatusColour('Error')).toBe('red');
    expect(previousStudyBorderColour('Solved')).toBe('blue');
    expect(previousStudyBorderColour('Stopped')).toBe('none');
  });
});

describe('workspace quota', () => {
  it('executed/(max + added)', () => {
    expect(quotaDisplay({ simulations_executed: 3, max_simulations: 10, simulations_added_from_last_month: 2 })).toBe('3/12');
  });
  it('∞ when unlimited', () => {
    expect(quotaDisplay({ simulations_executed: 4, max_simulations: null, simulations_added_from_last_month: 0 })).toBe('4/∞');
  });
  it('the sidebar says it counts launches, against the contracted ones or «sin límite»', () => {
    expect(launchQuotaText({ simulations_executed: 3, max_simulations: 10, simulations_added_from_last_month: 2 })).toBe(
      'Simulaciones lanzadas: 3 de 12',
    );
    expect(launchQuotaText({ simulations_executed: 2, max_simulations: null, simulations_added_from_last_month: 0 })).toBe(
      'Simulaciones lanzadas: 2 (sin límite)',
    );
    expect(launchQuotaText({ simulations_executed: 0, max_simulations: 0, simulations_added_from_last_month: 0 })).toBe(
      'Simulaciones lanzadas: 0 de 0',
    );
  });
  it('0/0 when both zero', () => {
    expect(quotaDisplay({ simulations_executed: 0, max_simulations: 0, simulations_added_from_last_month: 0 })).toBe('0/0');
  });
});
