import { describe, expect, it } from 'vitest';
import { isLeft, isRight } from 'fp-ts/lib/Either.js';
import {
  checkPreviousStudyBasicData,
  launchOutcome,
  parametersOutcome,
  previousStudyEditable,
  previousStudyLaunchProblem,
  validatePreviousStudyBasicData,
} from '../src/index';

const messages = (form: Parameters<typeof validatePreviousStudyBasicData>[0]) =>
  Object.fromEntries(validatePreviousStudyBasicData(form).map((e) => [e.field, e.message]));

describe('previous study: Datos Básicos ', () => {
  it('each blank field has its own required message', () => {
    expect(messages({})).toEqual({
      service_date_init: 'Valor requerido',
      service_duration: 'Duración es requerido',
      social_security: 'Seguridad social es requerido',
      absenteeism_rate: 'Porcentaje de absentismo es requerido',
      substitution_percentage: 'Porcentaje de sustitución',
    });
  });

  it('duration 1 to 100 whole months, percentages 0 to 100', () => {
    const ok = {
      service_date_init: '2025-01-01',
      service_duration: '24',
      social_security: '34',
      absenteeism_rate: '0',
      substitution_percentage: '100',
    };
    expect(messages(ok)).toEqual({});
    expect(messages({ ...ok, service_duration: '0' })).toEqual({
      service_duration: 'La duración debe ser un número entero de meses entre 1 y 100',
    });
    expect(messages({ ...ok, service_duration: '101' })).toEqual({
      service_duration: 'La duración debe ser un número entero de meses entre 1 y 100',
    });
    expect(messages({ ...ok, service_duration: '100' })).toEqual({});
    expect(messages({ ...ok, service_duration: '12,5' })).toEqual({
      service_duration: 'La duración debe ser un número entero de meses entre 1 y 100',
    });
    expect(messages({ ...ok, social_security: '100,5' })).toEqual({ social_security: 'Valor incorrecto' });
    expect(messages({ ...ok, substitution_percentage: '-1' })).toEqual({ substitution_percentage: 'Valor incorrecto' });
    expect(messages({ ...ok, service_date_init: '25-01-01' })).toEqual({ service_date_init: 'El año debe tener 4 dígitos' });
  });

  it('check gives the numbers the server stores (decimal comma accepted)', () => {
    const r = checkPreviousStudyBasicData({
      service_date_init: '2025-03-01',
      service_duration: '12',
      social_security: '33,5',
      absenteeism_rate: '4',
      substitution_percentage: '80',
    });
    expect(isRight(r) && r.right).toEqual({
      service_date_init: '2025-03-01',
      service_duration: 12,
      social_security: 33.5,
      absenteeism_rate: 4,
      substitution_percentage: 80,
    });
    expect(isLeft(checkPreviousStudyBasicData({}))).toBe(true);
  });
});

describe('previous study: launch', () => {
  const ready = {
    status: 'Stopped' as const,
    service_date_init: '2025-01-01',
    service_duration: 12,
    social_security: 34,
    absenteeism_rate: 0,
    surrogates: [{ category_id: 'c' }],
  };

  it('refuses with the message of the first problem', () => {
    expect(previousStudyLaunchProblem(ready)).toBeNull();
    expect(previousStudyLaunchProblem({ ...ready, status: 'Solved' })).toBe('Ya se ha procesado el Estudio Previo');
    expect(previousStudyLaunchProblem({ ...ready, service_date_init: null })).toBe(
      'No existe fecha inicial en el Estudio Previo',
    );
    expect(previousStudyLaunchProblem({ ...ready, service_duration: null })).toBe(
      'No existe duración del servicio en el Estudio Previo',
    );
    expect(previousStudyLaunchProblem({ ...ready, social_security: null })).toBe(
      'No existe seguridad social en el Estudio Previo',
    );
    expect(previousStudyLaunchProblem({ ...ready, absenteeism_rate: null })).toBe(
      'No existe porcentaje de absentismo en el Estudio Previo',
    );
    expect(previousStudyLaunchProblem({ ...ready, surrogates: [{ category_id: 'c' }, { category_id: null }] })).toBe(
      'Existe subrogado sin categoría',
    );
  });

  it('reads how polling ends: Solved, a failed launch (sub_status Stopped), a parameter change', () => {
    expect(launchOutcome({ status: 'Running', sub_status: 'PENDING' })).toBe('running');
    expect(launchOutcome({ status: 'Solved', sub_status: 'FINISHED' })).toBe('solved');
    expect(launchOutcome({ status: 'Stopped', sub_status: 'Stopped' })).toBe('failed');
    expect(parametersOutcome({ sub_status: 'PENDING' })).toBe('pending');
    expect(parametersOutcome({ sub_status: 'FINISHED' })).toBe('finished');
    expect(parametersOutcome({ sub_status: 'ERROR' })).toBe('error');
  });

  it('editing needs update permission and the study Stopped', () => {
    expect(previousStudyEditable(true, 'Stopped')).toBe(true);
    expect(previousStudyEditable(true, 'Solved')).toBe(false);
    expect(previousStudyEditable(false, 'Stopped')).toBe(false);
  });
});
