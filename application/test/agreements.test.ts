import { describe, expect, it } from 'vitest';
import { lastValueFrom } from 'rxjs';
import { AGREEMENT_MESSAGES, applyEtDefaults, emptyAgreementForm } from '@licita/domain';
import {
  AgreementDetail,
  AgreementFormError,
  AgreementList,
  AgreementPdf,
  DuplicateAgreement,
  MaterialCostCatalogue,
  Notifier,
  SaveAgreement,
  TOKENS,
  pdfFileProblem,
  type MaterialCostListState,
} from '../src/index';
import { FAKE_BASE_AGREEMENT_ID, agreementFakes } from '../src/fakes';
import { flush, loggedInSetup } from './helpers';

async function loggedIn() {
  const ctx = await loggedInSetup();
  return { ...ctx, fakes: agreementFakes(ctx.backend), notifier: ctx.get<Notifier>(TOKENS.Notifier) };
}

describe('agreements', () => {
  it('lists the workspace agreements and the shared one, and searches', async () => {
    const { get } = await loggedIn();
    const list = get<AgreementList>(TOKENS.AgreementList).open();
    await flush();
    expect(list.state.items.map((a) => [a.name, a.update_permissions, a.expired])).toEqual([
      ['Limpieza Ávila 2024-2027', true, false],
      ['Limpieza de edificios y locales de la Comunidad de Madrid 2022-2025', false, true],
    ]);
    list.search('madrid');
    await new Promise((r) => setTimeout(r, 350));
    expect(list.state.items).toHaveLength(1);
    list.dispose();
  });

  it('saves a valid form and refuses an invalid one with messages by field', async () => {
    const { get, fakes, notifier } = await loggedIn();
    const save = get<SaveAgreement>(TOKENS.SaveAgreement);
    const values = {
      ...applyEtDefaults(emptyAgreementForm()),
      name: 'Nuevo',
      yearFrom: '2025',
      yearTo: '2027',
      maxHoursYear: '1800',
      salaryTablesYear: '2025',
    };
    const id = await lastValueFrom(save.execute(values));
    expect(fakes.agreements.find((a) => a.id === id)?.name).toBe('Nuevo');
    await expect(lastValueFrom(save.execute({ ...values, yearFrom: '2028' }))).rejects.toBeInstanceOf(AgreementFormError);
    await lastValueFrom(save.execute({ ...values, yearFrom: '2028' })).catch((e: AgreementFormError) =>
      expect(e.errors.yearFrom).toBe('El año de inicio debe ser menor al de fin'),
    );
    expect(notifier.current?.message).toBe('Convenio guardado');
  });

  it("duplicates once; the second time the snackbar says 'Ya existe una copia de este convenio.'", async () => {
    const { get, notifier, backend } = await loggedIn();
    const dup = get<DuplicateAgreement>(TOKENS.DuplicateAgreement);
    const id = await lastValueFrom(dup.execute(FAKE_BASE_AGREEMENT_ID));
    const copy = await lastValueFrom(get<AgreementDetail>(TOKENS.AgreementDetail).load(id));
    expect(copy.name).toContain('(copia)');
    // a recorded refusal: the rule itself is tested on the real server (test/real/agreements.test.ts)
    backend.refuseNext('duplicateAgreement', 409, AGREEMENT_MESSAGES.duplicateExists);
    await expect(lastValueFrom(dup.execute(FAKE_BASE_AGREEMENT_ID))).rejects.toBeTruthy();
    expect(notifier.current).toMatchObject({ message: 'Ya existe una copia de este convenio.', severity: 'error' });
  });

  it('a detail failure gives its Spanish message without leaving the page', async () => {
    const { get, redirects } = await loggedIn();
    await expect(lastValueFrom(get<AgreementDetail>(TOKENS.AgreementDetail).load('nope'))).rejects.toThrow(
      'ha ocurrido un error al obtener los datos del Convenio: El convenio no existe',
    );
    expect(redirects).toEqual([]);
  });

  // a PDF missing, uploaded and opened: on the real server (test/real/agreements.test.ts)
  it('PDF: a file that is not a PDF is refused before any upload', async () => {
    const pdf = (await loggedIn()).get<AgreementPdf>(TOKENS.AgreementPdf);
    expect(pdfFileProblem(null)).toBe('Seleccione un fichero');
    const docx = new File(['x'], 'a.docx', { type: 'application/msword' });
    await expect(lastValueFrom(pdf.upload('agr-avila', docx))).rejects.toMatchObject({
      errors: { file: 'Solo se admiten ficheros PDF' },
    });
  });
});

// a change and a removal: on the real server (test/real/agreements.test.ts)
describe('material-cost catalogue', () => {
  it('lists and creates; refuses an invalid form', async () => {
    const { get, fakes } = await loggedIn();
    const cat = get<MaterialCostCatalogue>(TOKENS.MaterialCostCatalogue);
    const handle = cat.open();
    let state: MaterialCostListState | undefined;
    handle.state$.subscribe((s) => (state = s));
    await flush();
    expect(state!.items.map((c) => c.name)).toEqual(['Fregonas', 'Maquinaria', 'Productos de limpieza', 'Uniformes']);
    const id = await lastValueFrom(cat.save({ name: 'Guantes', cost_type: 'AMOUNT_BY_WORKER', amount: '12,5' }));
    expect(fakes.materialCosts.find((c) => c.id === id)).toMatchObject({ name: 'Guantes', amount: 12.5 });
    await expect(lastValueFrom(cat.save({ name: '', cost_type: 'MONTHLY_AMOUNT', amount: '' }))).rejects.toMatchObject({
      errors: { name: 'Nombre requerido', amount: 'Valor requerido' },
    });
    handle.dispose();
  });
});
