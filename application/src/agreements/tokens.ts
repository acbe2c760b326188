import { AGREEMENT_PORTS } from './ports';
import { useCaseTokens } from '../token';
import type * as agreements from './agreements';
import type * as materialCosts from './material-costs';
import type * as baseTables from './base-tables';

/** Container tokens of the agreements and material-cost catalogue slice (spread into TOKENS). */
export const AGREEMENT_TOKENS = {
  // ports
  ...AGREEMENT_PORTS,
  // use cases
  ...useCaseTokens<typeof agreements & typeof materialCosts & typeof baseTables>()(
    'AgreementList',
    'AgreementDetail',
    'SaveAgreement',
    'DeleteAgreement',
    'DuplicateAgreement',
    'AgreementPdf',
    'AgreementCategories',
    'MaterialCostCatalogue',
    'BaseTablesUpdate',
  ),
} as const;
