/**
 * The reference agreements in a run (docs/reference-agreements.md): the engine gets a reference file's agreement
 * through the same mapping a save uses; Sevilla's in a Sevilla locality raises no scope warning (and one in Madrid
 * does), and Valencia's 2025 table, kept in 2026 (ultraactividad, `after_validity` none), is below the 2026 SMI, so
 * the run adds the "Complemento hasta el SMI".
 */
import { describe, expect, it } from 'vitest';
import { agreementTerms, categoryTerms } from '@licita/domain';
import { run, tender } from '@licita/domain/test/engine/helpers';
import { checkedReferenceFile } from '../src/agreements/reference-load';
import { referenceSave } from '../src/agreements/reference-file';
import sevilla from '../src/seed/reference-agreements/sevilla-limpieza-v1.json' with { type: 'json' };
import valencia from '../src/seed/reference-agreements/valencia-limpieza-v1.json' with { type: 'json' };

/** The engine's agreement of a reference file, its first category as the tender's 'cat-limp'. */
function engineAgreement(contents: unknown, name: string) {
  const save = referenceSave(checkedReferenceFile(contents, name));
  const [first, ...rest] = save.categories.map((c, i) => ({ ...categoryTerms(c), id: `cat-${i}`, free_days: 0 }));
  return { ...agreementTerms(save), id: 'agr-1', categories: [{ ...first!, id: 'cat-limp' }, ...rest] };
}

const locality = (name: string, nuts_code: string) => ({ id: 'loc-1', name, region: null, local_holidays: [], nuts_code });
const in2026 = { service_date_init: '2026-01-01', service_duration: 12, absenteeism_rate: 0 };

describe('reference agreements in a run', () => {
  it('Sevilla’s agreement raises no scope warning in a Sevilla locality, and one in Madrid', async () => {
    const agreement = engineAgreement(sevilla, 'sevilla');
    const codes = async (l: ReturnType<typeof locality>) =>
      ((await run(tender({ simulation: in2026, agreements: [agreement], localities: [l] }))).results.premises ?? []).map(
        (p) => p.code,
      );
    expect(await codes(locality('Sevilla', 'ES618'))).not.toContain('AGREEMENT_OUT_OF_SCOPE');
    expect(await codes(locality('Madrid', 'ES300'))).toContain('AGREEMENT_OUT_OF_SCOPE');
  });

  it('Valencia’s table in 2026 is topped up to the SMI', async () => {
    const out = await run(
      tender({
        simulation: in2026,
        agreements: [engineAgreement(valencia, 'valencia')],
        localities: [locality('Valencia', 'ES523')],
      }),
    );
    // 1,029.72 € × 14 = 14,416.08 € (2025), kept in 2026; SMI 2026 = 1,221 € × 14 = 17,094 €: 2,677.92 € a year per
    // full-time worker; the tender's 40 h a week over the agreement's 39 h is 40/39 of a full-time worker
    expect(
      out.results.smi_topups?.map((t) => [t.category, t.year, t.table_salary, t.smi, Math.round(t.complement * 100) / 100]),
    ).toEqual([['Peón o limpiador/a', 2026, 14416.08, 17094, Math.round((((17094 - 14416.08) * 40) / 39) * 100) / 100]]);
    expect(out.results.premises?.map((p) => p.code)).toContain('SMI_TOPUP');
  });
});
