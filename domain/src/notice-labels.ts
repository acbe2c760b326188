/**
 * The words of a public notice (Plataforma de Contratación) shown by the tender page, the import and update dialogs
 * and the changes a later notice brings, each written once.
 */
export const NOTICE_LABELS = {
  budgetWithoutVat: 'Presupuesto base sin IVA',
  lotBudgetWithoutVat: 'Presupuesto sin IVA',
  lotBudgetWithVat: 'Presupuesto con IVA',
  submissionDeadline: 'Fin del plazo de ofertas',
  priceMaxPoints: 'Puntos máximos del precio',
  budgetWithVat: 'Presupuesto base con IVA',
  estimatedValue: 'Valor estimado del contrato',
  contractType: 'Tipo de contrato',
  awardCriteria: 'Criterios de adjudicación',
  /** before the price criterion's formula as the notice writes it */
  noticeFormula: 'Fórmula del anuncio:',
  importTitle: 'Importar desde la Plataforma',
  refreshTitle: 'Actualizar desde la Plataforma',
} as const;

/** The figures of an award, on the tender page and in the changes a later notice brings. */
export const AWARD_LABELS = {
  lowestOffer: 'Oferta más baja',
  highestOffer: 'Oferta más alta',
  amountWithoutVat: 'Adjudicado sin IVA',
} as const;

export const NOTICE_FILE_MESSAGES = {
  fileLabel: 'Archivo del anuncio',
  noFileChosen: 'Ningún archivo elegido',
  chooseFile: 'Elija el archivo del anuncio (.atom o .xml)',
  onlyAtomOrXml: 'Solo se admiten anuncios de la Plataforma guardados como .atom o .xml',
} as const;
