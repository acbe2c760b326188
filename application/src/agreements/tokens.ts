import { AGREEMENT_PORTS } from './ports';
import { token } from '../token';
import type { AgreementCategories, AgreementDetail, AgreementList, AgreementPdf, DeleteAgreement, DuplicateAgreement, SaveAgreement } from './agreements';
import type { MaterialCostCatalogue } from './material-costs';

/** Container tokens of the agreements and material-cost catalogue slice (spread into TOKENS). */
export const AGREEMENT_TOKENS = {
  // ports
  ...AGREEMENT_PORTS,
  // use cases
  AgreementList: token<AgreementList>('AgreementList'),
  AgreementDetail: token<AgreementDetail>('AgreementDetail'),
  SaveAgreement: token<SaveAgreement>('SaveAgreement'),
  DeleteAgreement: token<DeleteAgreement>('DeleteAgreement'),
  DuplicateAgreement: token<DuplicateAgreement>('DuplicateAgreement'),
  AgreementPdf: token<AgreementPdf>('AgreementPdf'),
  AgreementCategories: token<AgreementCategories>('AgreementCategories'),
  MaterialCostCatalogue: token<MaterialCostCatalogue>('MaterialCostCatalogue'),
} as const;
