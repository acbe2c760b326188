/** The price score's fields in the forms: the bounds of the contract and the engine, with the server's phrases. */
import { describe, expect, it } from 'vitest';
import { validateScoreForm, type ScoreForm } from '../src/simulation-run/score-form';

const form = (over: Partial<ScoreForm>): ScoreForm => ({
  formula: 'proportional',
  max_points: '60',
  satiety_discount_percent: '',
  exponent: '',
  technical_points: '',
  competitors: [],
  ...over,
});

describe('price score form', () => {
  it('refuses values below 0,01 and above the maximum, naming the bound', () => {
    // typed as the engine's smallest double: not a number the form reads, so refused too
    expect(validateScoreForm(form({ max_points: '5e-324' }))).toEqual([
      { field: 'price_score.max_points', message: 'Valor incorrecto' },
    ]);
    expect(validateScoreForm(form({ max_points: '0,0000001' }))).toEqual([
      { field: 'price_score.max_points', message: 'Debe ser mayor o igual que 0,01' },
    ]);
    expect(validateScoreForm(form({ max_points: '0,001' }))).toEqual([
      { field: 'price_score.max_points', message: 'Debe ser mayor o igual que 0,01' },
    ]);
    expect(validateScoreForm(form({ formula: 'power', exponent: '0,000001' }))).toEqual([
      { field: 'price_score.exponent', message: 'Debe ser mayor o igual que 0,01' },
    ]);
    expect(validateScoreForm(form({ formula: 'power', exponent: '1,5' }))).toEqual([
      { field: 'price_score.exponent', message: 'Debe ser menor o igual que 1' },
    ]);
    expect(validateScoreForm(form({ formula: 'linear_satiety', satiety_discount_percent: '0' }))).toEqual([
      { field: 'price_score.satiety_discount_percent', message: 'Debe ser mayor o igual que 0,01' },
    ]);
  });

  it('accepts the bounds themselves', () => {
    expect(validateScoreForm(form({ max_points: '0,01' }))).toEqual([]);
    expect(validateScoreForm(form({ formula: 'power', exponent: '0,01' }))).toEqual([]);
    expect(validateScoreForm(form({ formula: 'linear_satiety', satiety_discount_percent: '100' }))).toEqual([]);
  });
});
