import type { PremiseRead } from '@licita/domain';

/** The premises as the engine words them (premises.md §1), one of each code. */
export const EXAMPLE_PREMISES: Record<PremiseRead['code'], PremiseRead> = {
  OFFER_BELOW_DIRECT_COST: {
    code: 'OFFER_BELOW_DIRECT_COST',
    severity: 'error',
    message: 'La oferta no cubre los costes directos: deja sin cubrir 3.654,24 € de 153.654,24 €',
    detail: 'Costes directos: salarios, seguridad social, absentismo y materiales.',
  },
  AGREEMENT_ENDED: {
    code: 'AGREEMENT_ENDED',
    severity: 'warning',
    message: 'El convenio «Limpieza de edificios y locales de la Comunidad de Madrid» terminó en 2025',
    detail: 'Para 2026, 2027 y 2028 se repiten las tablas de 2025 (ultraactividad).',
  },
  AGREEMENT_OUT_OF_SCOPE: {
    code: 'AGREEMENT_OUT_OF_SCOPE',
    severity: 'warning',
    message: 'El centro «Hospital Virgen del Rocío» está fuera del ámbito del convenio que usa su personal',
    detail: 'El centro está en Sevilla (ES618); el convenio cubre la Comunidad de Madrid (ES30).',
  },
  OFFER_BELOW_OVERHEADS: {
    code: 'OFFER_BELOW_OVERHEADS',
    severity: 'warning',
    message: 'La oferta no cubre los gastos generales: deja sin cubrir 6.345,49 € de 9.219,25 €',
    detail: '',
  },
  BUDGET_BELOW_LABOUR_COST: {
    code: 'BUDGET_BELOW_LABOUR_COST',
    severity: 'warning',
    message: 'El presupuesto base (140.000,00 €) no cubre el coste laboral de la plantilla (150.700,00 €)',
    detail: 'Salarios, seguridad social y absentismo de todos los años del contrato: el presupuesto podría recurrirse.',
  },
  SMI_TOPUP: {
    code: 'SMI_TOPUP',
    severity: 'info',
    message: 'El salario de «Limpiador/a» se ha elevado al salario mínimo interprofesional',
    detail: '2026: de 14.000,00 € a 17.094,00 € al año; 2027: SMI previsto igual al de 2026.',
  },
  OFFER_BELOW_BENEFIT: {
    code: 'OFFER_BELOW_BENEFIT',
    severity: 'info',
    message: 'La oferta no cubre el beneficio: deja sin cubrir 2.092,74 € de 9.219,25 €',
    detail: '',
  },
};
