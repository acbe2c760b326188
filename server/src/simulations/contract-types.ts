/**
 * The contract types a surrogate can have: the Spanish contract keys (claves de contrato of the SEPE / Contrat@),
 * with their official descriptions after the 2021 labour reform (RDL 32/2021). Keys 401 and 501 (obra o servicio
 * determinado) are kept, marked historical, because surrogates taken over may still hold such contracts.
 * Ids are fixed, derived from the key, so every installation agrees on them.
 */
/**
 * A key is the working time (its first digit) and the kind of contract (the last two). The indefinite ones: the same
 * six kinds full time (1xx), part time (2xx) and fijo discontinuo (3xx); the ordinary kind (x00) is named by the
 * working time's `ordinary` ("Indefinido. Fijo discontinuo" alone).
 */
const INDEFINITE_KINDS: ReadonlyArray<[string, string | null]> = [
  ['00', null],
  ['09', 'Fomento de la contratación indefinida / empleo estable. Transformación de contrato temporal'],
  ['30', 'Personas con discapacidad'],
  ['39', 'Personas con discapacidad. Transformación de contrato temporal'],
  ['50', 'Fomento de la contratación indefinida / empleo estable. Inicial'],
  ['89', 'Transformación de contrato temporal'],
];
const INDEFINITE_TIMES: ReadonlyArray<{ time: string; label: string; ordinary: string | null }> = [
  { time: '1', label: 'Tiempo completo', ordinary: 'Ordinario' },
  { time: '2', label: 'Tiempo parcial', ordinary: 'Ordinario' },
  { time: '3', label: 'Fijo discontinuo', ordinary: null },
];
/** "A. B. C", leaving out the parts there are not. */
const named = (...parts: Array<string | null>) => parts.filter((p) => p !== null).join('. ');

/** The temporary ones, full time (4xx) and part time (5xx): two kinds exist in only one of them. */
const TEMPORARY_KINDS: ReadonlyArray<{ kind: string; label: string; description: string; only?: '4' | '5' }> = [
  { kind: '01', label: 'Duración determinada', description: 'Obra o servicio determinado (histórico)' },
  { kind: '02', label: 'Duración determinada', description: 'Circunstancias de la producción (antes eventual)' },
  { kind: '08', label: 'Duración determinada', description: 'Carácter administrativo' },
  { kind: '10', label: 'Duración determinada', description: 'Sustitución (antes interinidad)' },
  { kind: '18', label: 'Duración determinada', description: 'Interinidad de carácter administrativo' },
  { kind: '20', label: 'Temporal', description: 'Formación para la obtención de la práctica profesional (antes prácticas)' },
  { kind: '21', label: 'Temporal', description: 'Formación en alternancia (antes formación y aprendizaje)', only: '4' },
  { kind: '30', label: 'Temporal', description: 'Personas con discapacidad' },
  { kind: '40', label: 'Temporal', description: 'Jubilado parcial', only: '5' },
  { kind: '41', label: 'Temporal', description: 'Relevo' },
];
const TEMPORARY_TIMES: ReadonlyArray<['4' | '5', string]> = [
  ['4', 'Tiempo completo'],
  ['5', 'Tiempo parcial'],
];

export const CONTRACT_TYPES: ReadonlyArray<{ key: string; description: string }> = [
  ...INDEFINITE_TIMES.flatMap(({ time, label, ordinary }) =>
    INDEFINITE_KINDS.map(([kind, description]) => ({
      key: `${time}${kind}`,
      description: named('Indefinido', label, description ?? ordinary),
    })),
  ),
  ...TEMPORARY_TIMES.flatMap(([time, timeLabel]) =>
    TEMPORARY_KINDS.filter((k) => !k.only || k.only === time).map((k) => ({
      key: `${time}${k.kind}`,
      description: named(k.label, timeLabel, k.description),
    })),
  ),
];

/** The fixed id of a contract key: 00000000-0000-4000-a000-000000000100 for key 100. */
export function contractTypeId(key: string): string {
  return `00000000-0000-4000-a000-${key.padStart(12, '0')}`;
}
