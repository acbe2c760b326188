/** The rules of agreements that the server owns, met through the app's use cases. */
import { describe, expect, it } from 'vitest';
import { filter, firstValueFrom, lastValueFrom } from 'rxjs';
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

const BASE = 'Limpieza de edificios y locales de la Comunidad de Madrid 2022-2025';
const server = realServerOfFile();
/** The list /agreements shows once loaded, with `search` typed: name, editable, expired. */
const listed = async (search = '') => {
  const list = server().get<AgreementList>(TOKENS.AgreementList).open(search);
  const { items } = await firstValueFrom(list.state$.pipe(filter((s) => s.loaded && !s.loading)));
  list.dispose();
  return items.map((a) => [a.name, a.update_permissions, a.expired] as const);
};

describe('agreements, on the real server', { timeout: 60_000 }, () => {
  it("a shared agreement is copied once; the second time the snackbar says 'Ya existe una copia de este convenio.'", async () => {
    const ctx = server();
    const handle = ctx.get<AgreementList>(TOKENS.AgreementList).open();
    const { items } = await firstValueFrom(handle.state$.pipe(filter((s) => s.loaded && !s.loading)));
    handle.dispose();
    const base = items.find((a) => a.name === BASE)!;
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
    const ctx = server();
    const values = { ...applyEtDefaults(emptyAgreementForm()), yearFrom: '2025', yearTo: '2099', maxHoursYear: '1800' };
    await lastValueFrom(
      ctx.get<SaveAgreement>(TOKENS.SaveAgreement).execute({ ...values, name: 'Limpieza Ávila', salaryTablesYear: '2025' }),
    );
    const all = await listed();
    expect(all).toContainEqual(['Limpieza Ávila', true, false]);
    expect(all).toContainEqual([BASE, false, true]);
    expect(await listed('avila')).toEqual([['Limpieza Ávila', true, false]]);
  });

  it('an agreement without its PDF: \'No hay ningún convenio, súbelo desde "editar" el convenio.\'', async () => {
    const ctx = server();
    const values = { ...applyEtDefaults(emptyAgreementForm()), yearFrom: '2025', yearTo: '2027', maxHoursYear: '1800' };
    const id = await lastValueFrom(
      ctx.get<SaveAgreement>(TOKENS.SaveAgreement).execute({ ...values, name: 'Sin PDF', salaryTablesYear: '2025' }),
    );
    await expect(lastValueFrom(ctx.get<AgreementPdf>(TOKENS.AgreementPdf).url(id))).rejects.toBeTruthy();
    expect(ctx.get<Notifier>(TOKENS.Notifier).current?.message).toBe(
      'No hay ningún convenio, súbelo desde "editar" el convenio.',
    );
  });
});
