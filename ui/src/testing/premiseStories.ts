import type { PremiseRead, Results } from '@licita/domain';

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
    message:
      'El convenio «Limpieza de edificios y locales de la Comunidad de Madrid» terminó en 2025; para 2026, 2027 y 2028 se supone que se repite el último incremento (2,8 %).',
    detail:
      'Vigencia del convenio: 2022–2025. Años del servicio: 2026, 2027 y 2028. Sin un convenio nuevo publicado, las tablas de los años posteriores son una suposición: compruébala con el convenio en vigor (ultraactividad) o indícala en «Después de la vigencia».',
  },
  AGREEMENT_OUT_OF_SCOPE: {
    code: 'AGREEMENT_OUT_OF_SCOPE',
    severity: 'warning',
    message:
      'El convenio «Limpieza de edificios y locales de la Comunidad de Madrid» es de ámbito autonómico (Comunidad de Madrid) y el centro «Hospital Virgen del Rocío», en Sevilla (Andalucía), está fuera de él.',
    detail:
      'Ámbito del convenio: ES30. Provincia de cada centro: Hospital Virgen del Rocío ES618. Un convenio sectorial obliga en su territorio: el del lugar donde se presta el servicio es el que aplica.',
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
    message:
      'Limpiador/a: el salario no llega al salario mínimo interprofesional (SMI); se añade un «Complemento hasta el SMI» de 6.188,00 € en 2026 y 6.188,00 € en 2027 (con su seguridad social)',
    detail:
      '2026: salario de tablas 14.000,00 € al año a jornada completa, SMI 17.094,00 € (RD 126/2026); 2027: salario de tablas 14.000,00 € al año a jornada completa, SMI 17.094,00 € (sin SMI publicado ni previsto para 2027: se usa el último conocido, RD 126/2026). La antigüedad y los pluses se pagan aparte, sin contar para el mínimo.',
  },
  OFFER_BELOW_BENEFIT: {
    code: 'OFFER_BELOW_BENEFIT',
    severity: 'info',
    message: 'La oferta no cubre el beneficio: deja sin cubrir 2.092,74 € de 9.219,25 €',
    detail: '',
  },
};

/**
 * The minimum-wage complement of two full-time cleaners on a 14.000 € table (3.094 € each a year): 2026 against
 * its published SMI, 2027 carried from it (the rows of SMI_TOPUP above).
 */
export const EXAMPLE_SMI_TOPUPS: NonNullable<Results['smi_topups']> = (['published', 'carried'] as const).map((smi_basis, i) => ({
  category: 'Limpiador/a',
  year: 2026 + i,
  table_salary: 14000,
  smi: 17094,
  smi_source: 'RD 126/2026',
  smi_basis,
  complement: 6188,
}));
