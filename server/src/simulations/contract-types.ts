/**
 * The contract types a surrogate can have: the Spanish contract keys (claves de contrato of the SEPE / Contrat@),
 * with their official descriptions after the 2021 labour reform (RDL 32/2021). Keys 401 and 501 (obra o servicio
 * determinado) are kept, marked historical, because surrogates taken over may still hold such contracts.
 * Ids are fixed, derived from the key, so every installation agrees on them.
 */
export const CONTRACT_TYPES: ReadonlyArray<{ key: string; description: string }> = [
  { key: '100', description: 'Indefinido. Tiempo completo. Ordinario' },
  {
    key: '109',
    description:
      'Indefinido. Tiempo completo. Fomento de la contratación indefinida / empleo estable. Transformación de contrato temporal',
  },
  { key: '130', description: 'Indefinido. Tiempo completo. Personas con discapacidad' },
  { key: '139', description: 'Indefinido. Tiempo completo. Personas con discapacidad. Transformación de contrato temporal' },
  { key: '150', description: 'Indefinido. Tiempo completo. Fomento de la contratación indefinida / empleo estable. Inicial' },
  { key: '189', description: 'Indefinido. Tiempo completo. Transformación de contrato temporal' },
  { key: '200', description: 'Indefinido. Tiempo parcial. Ordinario' },
  {
    key: '209',
    description:
      'Indefinido. Tiempo parcial. Fomento de la contratación indefinida / empleo estable. Transformación de contrato temporal',
  },
  { key: '230', description: 'Indefinido. Tiempo parcial. Personas con discapacidad' },
  { key: '239', description: 'Indefinido. Tiempo parcial. Personas con discapacidad. Transformación de contrato temporal' },
  { key: '250', description: 'Indefinido. Tiempo parcial. Fomento de la contratación indefinida / empleo estable. Inicial' },
  { key: '289', description: 'Indefinido. Tiempo parcial. Transformación de contrato temporal' },
  { key: '300', description: 'Indefinido. Fijo discontinuo' },
  {
    key: '309',
    description:
      'Indefinido. Fijo discontinuo. Fomento de la contratación indefinida / empleo estable. Transformación de contrato temporal',
  },
  { key: '330', description: 'Indefinido. Fijo discontinuo. Personas con discapacidad' },
  { key: '339', description: 'Indefinido. Fijo discontinuo. Personas con discapacidad. Transformación de contrato temporal' },
  { key: '350', description: 'Indefinido. Fijo discontinuo. Fomento de la contratación indefinida / empleo estable. Inicial' },
  { key: '389', description: 'Indefinido. Fijo discontinuo. Transformación de contrato temporal' },
  { key: '401', description: 'Duración determinada. Tiempo completo. Obra o servicio determinado (histórico)' },
  { key: '402', description: 'Duración determinada. Tiempo completo. Circunstancias de la producción (antes eventual)' },
  { key: '408', description: 'Duración determinada. Tiempo completo. Carácter administrativo' },
  { key: '410', description: 'Duración determinada. Tiempo completo. Sustitución (antes interinidad)' },
  { key: '418', description: 'Duración determinada. Tiempo completo. Interinidad de carácter administrativo' },
  {
    key: '420',
    description: 'Temporal. Tiempo completo. Formación para la obtención de la práctica profesional (antes prácticas)',
  },
  { key: '421', description: 'Temporal. Tiempo completo. Formación en alternancia (antes formación y aprendizaje)' },
  { key: '430', description: 'Temporal. Tiempo completo. Personas con discapacidad' },
  { key: '441', description: 'Temporal. Tiempo completo. Relevo' },
  { key: '501', description: 'Duración determinada. Tiempo parcial. Obra o servicio determinado (histórico)' },
  { key: '502', description: 'Duración determinada. Tiempo parcial. Circunstancias de la producción (antes eventual)' },
  { key: '508', description: 'Duración determinada. Tiempo parcial. Carácter administrativo' },
  { key: '510', description: 'Duración determinada. Tiempo parcial. Sustitución (antes interinidad)' },
  { key: '518', description: 'Duración determinada. Tiempo parcial. Interinidad de carácter administrativo' },
  {
    key: '520',
    description: 'Temporal. Tiempo parcial. Formación para la obtención de la práctica profesional (antes prácticas)',
  },
  { key: '530', description: 'Temporal. Tiempo parcial. Personas con discapacidad' },
  { key: '540', description: 'Temporal. Tiempo parcial. Jubilado parcial' },
  { key: '541', description: 'Temporal. Tiempo parcial. Relevo' },
];

/** The fixed id of a contract key: 00000000-0000-4000-a000-000000000100 for key 100. */
export function contractTypeId(key: string): string {
  return `00000000-0000-4000-a000-${key.padStart(12, '0')}`;
}
