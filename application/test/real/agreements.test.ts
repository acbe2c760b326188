/** The rules of agreements that the server owns, met through the app's use cases. */
import { describe, expect, it } from 'vitest';
import { filter, firstValueFrom, lastValueFrom, type Observable } from 'rxjs';
import { AGREEMENT_MESSAGES, applyEtDefaults, emptyAgreementForm } from '@licita/domain';
import { realServerOfFile } from './simulations-setup';
import {
  AgreementDetail,
  AgreementList,
  AgreementPdf,
  DuplicateAgreement,
  Notifier,
  SaveAgreement,
  TOKENS,
} from '../../src/index';
import type { MaterialCostCatalogue } from '../../src/index';

const BASE = 'Limpieza de edificios y locales de la Comunidad de Madrid 2022-2025';
const server = realServerOfFile();
type ListHandle<T> = { state$: Observable<{ items: T[]; loaded: boolean; loading: boolean }>; dispose(): void };
/** What a list shows once loaded (the list then closed). */
async function loadedItems<T>(list: ListHandle<T>): Promise<T[]> {
  const { items } = await firstValueFrom(list.state$.pipe(filter((s) => s.loaded && !s.loading)));
  list.dispose();
  return items;
}
/** The list /agreements shows once loaded, with `search` typed: name, editable, expired. */
const listed = async (search = '') => {
  const items = await loadedItems(server().get<AgreementList>(TOKENS.AgreementList).open(search));
  return items.map((a) => [a.name, a.update_permissions, a.expired] as const);
};
/** A new agreement of the workspace named `name`, in force from 2025 to `yearTo`: its id. */
function newAgreement(name: string, yearTo = '2027'): Promise<string> {
  const values = { ...applyEtDefaults(emptyAgreementForm()), yearFrom: '2025', yearTo, maxHoursYear: '1800' };
  const save = server().get<SaveAgreement>(TOKENS.SaveAgreement);
  return lastValueFrom(save.execute({ ...values, name, salaryTablesYear: '2025' }));
}
/** The material costs /inventory shows once loaded: name and amount. */
const materialCosts = async () =>
  (await loadedItems(server().get<MaterialCostCatalogue>(TOKENS.MaterialCostCatalogue).open())).map((c) => [c.name, c.amount]);

describe('agreements, on the real server', { timeout: 60_000 }, () => {
  it("a shared agreement is copied once; the second time the snackbar says 'Ya existe una copia de este convenio.'", async () => {
    const ctx = server();
    const base = (await loadedItems(ctx.get<AgreementList>(TOKENS.AgreementList).open())).find((a) => a.name === BASE)!;
    const duplicate = ctx.get<DuplicateAgreement>(TOKENS.DuplicateAgreement);
    const id = await lastValueFrom(duplicate.execute(base.id));
    expect((await lastValueFrom(ctx.get<AgreementDetail>(TOKENS.AgreementDetail).load(id))).name).toBe(`${BASE} (copia)`);
    await expect(lastValueFrom(duplicate.execute(base.id))).rejects.toBeTruthy();
    expect(ctx.get<Notifier>(TOKENS.Notifier).current).toMatchObject({
      message: AGREEMENT_MESSAGES.duplicateExists,
      severity: 'error',
    });
  });

  it("the workspace's agreements and the shared ones are listed, the expired flagged; a search narrows them", async () => {
    await newAgreement('Limpieza Ávila', '2099');
    const all = await listed();
    expect(all).toContainEqual(['Limpieza Ávila', true, false]);
    expect(all).toContainEqual([BASE, false, true]);
    expect(await listed('avila')).toEqual([['Limpieza Ávila', true, false]]);
  });

  it('an agreement without its PDF: \'No hay ningún convenio, súbelo desde "editar" el convenio.\'', async () => {
    const ctx = server();
    const id = await newAgreement('Sin PDF');
    await expect(lastValueFrom(ctx.get<AgreementPdf>(TOKENS.AgreementPdf).url(id))).rejects.toBeTruthy();
    expect(ctx.get<Notifier>(TOKENS.Notifier).current?.message).toBe(
      'No hay ningún convenio, súbelo desde "editar" el convenio.',
    );
  });
  it('a PDF uploaded to an agreement is the one its link opens', async () => {
    const ctx = server();
    const id = await newAgreement('Con PDF');
    const pdf = ctx.get<AgreementPdf>(TOKENS.AgreementPdf);
    const file = new File(['%PDF-1.4 convenio'], 'convenio.pdf', { type: 'application/pdf' });
    await lastValueFrom(pdf.upload(id, file), { defaultValue: undefined });
    expect(ctx.get<Notifier>(TOKENS.Notifier).current?.message).toBe('Convenio en pdf subido');
    expect(await (await ctx.app.fetch(await lastValueFrom(pdf.url(id)))).text()).toBe('%PDF-1.4 convenio');
  });

  it("a material cost of the workspace is created, changed ('12,5') and deleted", async () => {
    const catalogue = server().get<MaterialCostCatalogue>(TOKENS.MaterialCostCatalogue);
    const id = await lastValueFrom(catalogue.save({ name: 'Guantes', cost_type: 'AMOUNT_BY_WORKER', amount: '12' }));
    await lastValueFrom(catalogue.save({ name: 'Guantes de nitrilo', cost_type: 'AMOUNT_BY_WORKER', amount: '12,5' }, id));
    expect(await materialCosts()).toContainEqual(['Guantes de nitrilo', 12.5]);
    await lastValueFrom(catalogue.remove(id), { defaultValue: undefined });
    expect((await materialCosts()).map(([name]) => name)).not.toContain('Guantes de nitrilo');
  });
});
