/**
 * Migration 0025 writes the reference agreements from its own frozen rows, not through the service: this shows
 * they are the rows the service's loader makes of the same shipped files. On a fresh installation, loading every
 * shipped file again (the same version: a correction) changes no agreement, category or version's record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from './helpers';
import { BUNDLED_REFERENCE_FILES, checkedReferenceFile, loadReferenceAgreement } from '../src/agreements/reference-load';

describe.each(await targets())('migration 0025, frozen (%s)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The shared reference agreements as stored, their categories in order, and their versions' records. */
  const rows = async () => {
    const db = t.database.db;
    const agreements = await db
      .selectFrom('agreement')
      .selectAll()
      .where('reference_version', 'is not', null)
      .where('workspace_id', 'is', null)
      .orderBy('id')
      .execute();
    const categories = await db
      .selectFrom('agreement_category')
      .selectAll()
      .where(
        'agreement_id',
        'in',
        agreements.map((a) => a.id),
      )
      .orderBy('agreement_id')
      .orderBy('position')
      .execute();
    const versions = await db
      .selectFrom('reference_agreement_version')
      .select(['base_id', 'version', 'document'])
      .orderBy('base_id')
      .execute();
    // the moment of writing is the only thing a load changes on purpose
    return { agreements: agreements.map(({ updated_at: _u, ...a }) => a), categories, versions };
  };

  it('the rows the migration wrote are the ones the service loader writes from the shipped files', async () => {
    const migrated = await rows();
    expect(migrated.agreements.map((a) => a.regcon_code).sort()).toEqual([
      '28002585011981',
      '41001705011982',
      '46001595011981',
      '48001445011981',
      '79002415012005',
    ]);
    expect(migrated.categories).toHaveLength(35);
    const outcomes = [];
    for (const [name, contents] of BUNDLED_REFERENCE_FILES)
      outcomes.push((await loadReferenceAgreement(t.database.db, checkedReferenceFile(contents, name))).action);
    expect(outcomes).toEqual(['corrected', 'corrected', 'corrected', 'corrected', 'corrected']);
    expect(await rows()).toEqual(migrated);
  });
});
