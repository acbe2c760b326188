/** Bindings of the agreements and material-cost catalogue slice (called from container.ts; the fakes' bindings are in memory.ts). */
import type { Container } from 'inversify';
import { AGREEMENT_TOKENS } from './tokens';
import { SdkAgreementGateway, SdkMaterialCostGateway } from './sdk';
import {
  AgreementCategories,
  AgreementDetail,
  AgreementList,
  AgreementPdf,
  DeleteAgreement,
  DuplicateAgreement,
  SaveAgreement,
} from './agreements';
import { MaterialCostCatalogue } from './material-costs';
import { BaseTablesUpdate } from './base-tables';

export function bindAgreementUseCases(c: Container): void {
  c.bind(AGREEMENT_TOKENS.AgreementList).to(AgreementList).inSingletonScope();
  c.bind(AGREEMENT_TOKENS.AgreementDetail).to(AgreementDetail).inSingletonScope();
  c.bind(AGREEMENT_TOKENS.SaveAgreement).to(SaveAgreement).inSingletonScope();
  c.bind(AGREEMENT_TOKENS.DeleteAgreement).to(DeleteAgreement).inSingletonScope();
  c.bind(AGREEMENT_TOKENS.DuplicateAgreement).to(DuplicateAgreement).inSingletonScope();
  c.bind(AGREEMENT_TOKENS.AgreementPdf).to(AgreementPdf).inSingletonScope();
  c.bind(AGREEMENT_TOKENS.AgreementCategories).to(AgreementCategories).inSingletonScope();
  c.bind(AGREEMENT_TOKENS.MaterialCostCatalogue).to(MaterialCostCatalogue).inSingletonScope();
  c.bind(AGREEMENT_TOKENS.BaseTablesUpdate).to(BaseTablesUpdate).inSingletonScope();
}

export function bindAgreementSdk(c: Container): void {
  c.bind(AGREEMENT_TOKENS.AgreementGateway).to(SdkAgreementGateway).inSingletonScope();
  c.bind(AGREEMENT_TOKENS.MaterialCostGateway).to(SdkMaterialCostGateway).inSingletonScope();
}
