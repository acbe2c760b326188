/**
 * The words that name a solved simulation's figures, written once for its cards, the comparison, the workbook and
 * the justification. FTE is ETC, "equivalente a tiempo completo".
 */
export const RESULT_LABELS = {
  bid: 'Presupuesto y oferta',
  fte: 'Equivalentes a tiempo completo',
  fteNew: 'ETC a contratar',
  fteSurrogated: 'ETC a subrogar',
  ftePerCategory: 'ETC por categoría',
  socialSecurityRate: 'Seguridad social (%)',
  totalCostWithVat: 'Coste total con IVA',
  pricePerHour: 'Precio por hora',
  totalWithoutVat: 'Total sin IVA',
  totalWithVat: 'Total con IVA',
  tenderBudget: 'Presupuesto base de licitación',
  offerWithoutVat: 'Oferta sin IVA',
  offerWithVat: 'Oferta con IVA',
  abnormalThreshold: 'Umbral de anormalidad',
  abnormal: 'Presunción de anormalidad',
} as const;
