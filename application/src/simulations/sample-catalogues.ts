/** The catalogues the in-memory simulations start with (./memory.ts): contract types and localities. */
import type { ContractTypeRead, LocalityRead } from '@licita/domain';

export const FAKE_CONTRACT_TYPES: ContractTypeRead[] = [
  { id: 'ct-100', contract_key: '100', description: 'Indefinido tiempo completo ordinario' },
  { id: 'ct-200', contract_key: '200', description: 'Indefinido tiempo parcial ordinario' },
  { id: 'ct-401', contract_key: '401', description: 'Duración determinada tiempo completo por circunstancias de la producción' },
  { id: 'ct-410', contract_key: '410', description: 'Duración determinada tiempo completo de interinidad / sustitución' },
];

export const FAKE_LOCALITIES: LocalityRead[] = [
  { id: 'loc-avila', name: 'Ávila', region: 'ES-CL', local_holidays: ['2025-10-15'], nuts_code: 'ES411' },
  { id: 'loc-madrid', name: 'Madrid', region: 'ES-MD', local_holidays: ['2025-05-15', '2025-11-09'], nuts_code: 'ES300' },
  { id: 'loc-sevilla', name: 'Sevilla', region: 'ES-AN', local_holidays: [], nuts_code: 'ES618' },
];
