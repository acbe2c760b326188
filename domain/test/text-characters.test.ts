import { describe, expect, it } from 'vitest';
import {
  emptyAgreementForm,
  fileSafeText,
  textCharacterErrors,
  textCharacterProblem,
  validateAgreementForm,
  validateCenters,
  validateSimulationName,
  validateSurrogate,
  validateTenderName,
} from '../src/index';

const INVALID = 'Contiene caracteres no válidos (U+FFFE, U+FFFF o un carácter partido)';
const CONTROL = 'Contiene caracteres de control no permitidos';

describe('characters no saved text may hold', () => {
  it('U+FFFE, U+FFFF and unpaired surrogates are invalid; pairs (emoji, 𝔸) and any script pass', () => {
    expect(textCharacterProblem('Hospital\uFFFE')).toBe('invalid');
    expect(textCharacterProblem('\uFFFF')).toBe('invalid');
    expect(textCharacterProblem('Ana \uD83D')).toBe('invalid'); // a high half at the end
    expect(textCharacterProblem('\uDE00Ana')).toBe('invalid'); // a low half alone
    expect(textCharacterProblem('Ștefan Țuțea, Łukasz Żak, Nguyễn Văn An, Ñoño Çelik, Αλέξης, Дмитрий 😀 𝔸')).toBeNull();
    expect(textCharacterProblem('a\u0000b')).toBe('control');
    expect(textCharacterProblem('dos\nlíneas')).toBe('control');
    expect(textCharacterProblem('dos\nlíneas', true)).toBeNull();
  });

  it('the form rules say it under the field, as the server does', () => {
    expect(validateTenderName('Limpieza\uFFFE')).toEqual({ _tag: 'Left', left: INVALID });
    expect(validateSimulationName('Base\uFFFF')).toEqual([{ field: 'name', message: INVALID }]);
    expect(
      validateCenters([
        { name: 'Hospital', municipality_id: 'm', agreement_id: 'a' },
        { name: 'Centro\uD800', municipality_id: 'm', agreement_id: 'a' },
      ]),
    ).toEqual([{ field: 'centers[1].name', message: INVALID }]);
    expect(validateSurrogate({ name: 'Ana\uFFFE', category_id: 'c', working_day: 40 })).toEqual([
      { field: 'name', message: INVALID },
    ]);
    const agreement = validateAgreementForm({ ...emptyAgreementForm(), name: 'Convenio\u0007' });
    expect(agreement._tag === 'Left' && agreement.left.name).toBe(CONTROL);
    expect(
      textCharacterErrors(
        {
          name: 'ok',
          shift_times: [{ time_init: '08:00' }, { time_init: '\uFFFF' }],
          description: 'dos\nlíneas',
        },
        '',
        ['description'],
      ),
    ).toEqual([{ field: 'shift_times[1].time_init', message: INVALID }]);
    // a line break is a control character in a field the form keeps on one line
    expect(textCharacterErrors({ name: 'dos\nlíneas' })).toEqual([{ field: 'name', message: CONTROL }]);
  });

  it('the writers make stored text one a file can carry: replaced, or dropped when a control', () => {
    expect(fileSafeText('Hospital\uFFFE del \uFFFFNorte')).toBe('Hospital\uFFFD del \uFFFDNorte');
    expect(fileSafeText('Ana \uD83D\uDE00 \uD83D')).toBe('Ana \uD83D\uDE00 \uFFFD');
    expect(fileSafeText('a\u0000b\tc\nd')).toBe('ab\tc\nd');
  });
});
