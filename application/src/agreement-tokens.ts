/** Container tokens of the agreements and material-cost catalogue slice (spread into TOKENS). */
export const AGREEMENT_TOKENS = {
  // ports
  AgreementGateway: Symbol.for('licita.AgreementGateway'),
  MaterialCostGateway: Symbol.for('licita.MaterialCostGateway'),
  FileUploader: Symbol.for('licita.FileUploader'),
  // use cases
  AgreementList: Symbol.for('licita.AgreementList'),
  AgreementDetail: Symbol.for('licita.AgreementDetail'),
  SaveAgreement: Symbol.for('licita.SaveAgreement'),
  DeleteAgreement: Symbol.for('licita.DeleteAgreement'),
  DuplicateAgreement: Symbol.for('licita.DuplicateAgreement'),
  AgreementPdf: Symbol.for('licita.AgreementPdf'),
  AgreementCategories: Symbol.for('licita.AgreementCategories'),
  MaterialCostCatalogue: Symbol.for('licita.MaterialCostCatalogue'),
} as const;
