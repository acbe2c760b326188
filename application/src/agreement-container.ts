/** Bindings of the agreements and material-cost catalogue slice (called from container.ts). */
import type { Container } from 'inversify';
import { TOKENS } from './tokens';
import { FetchFileUploader, SdkAgreementGateway, SdkMaterialCostGateway } from './adapters/agreements-sdk';
import {
  AgreementCategories,
  AgreementDetail,
  AgreementList,
  AgreementPdf,
  DeleteAgreement,
  DuplicateAgreement,
  SaveAgreement,
} from './usecases/agreements';
import { MaterialCostCatalogue } from './usecases/material-costs';
import type { InMemoryBackend } from './fakes/memory';
import { agreementFakes } from './fakes/agreements-memory';

export function bindAgreementUseCases(c: Container): void {
  c.bind(TOKENS.AgreementList).to(AgreementList).inSingletonScope();
  c.bind(TOKENS.AgreementDetail).to(AgreementDetail).inSingletonScope();
  c.bind(TOKENS.SaveAgreement).to(SaveAgreement).inSingletonScope();
  c.bind(TOKENS.DeleteAgreement).to(DeleteAgreement).inSingletonScope();
  c.bind(TOKENS.DuplicateAgreement).to(DuplicateAgreement).inSingletonScope();
  c.bind(TOKENS.AgreementPdf).to(AgreementPdf).inSingletonScope();
  c.bind(TOKENS.AgreementCategories).to(AgreementCategories).inSingletonScope();
  c.bind(TOKENS.MaterialCostCatalogue).to(MaterialCostCatalogue).inSingletonScope();
}

export function bindAgreementSdk(c: Container): void {
  c.bind(TOKENS.AgreementGateway).to(SdkAgreementGateway).inSingletonScope();
  c.bind(TOKENS.MaterialCostGateway).to(SdkMaterialCostGateway).inSingletonScope();
  c.bind(TOKENS.FileUploader).to(FetchFileUploader).inSingletonScope();
}

export function bindAgreementFakes(c: Container, backend: InMemoryBackend): void {
  const f = agreementFakes(backend);
  c.bind(TOKENS.AgreementGateway).toConstantValue(f.gateway);
  c.bind(TOKENS.MaterialCostGateway).toConstantValue(f.materialCostGateway);
  c.bind(TOKENS.FileUploader).toConstantValue(f.uploader);
}
