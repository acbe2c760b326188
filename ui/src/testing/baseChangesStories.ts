/**
 * A workspace's copy of Sevilla's reference agreement and the server's answers about its base's version 2, recorded
 * from the real server (server/test/reference-base-changes.test.ts; the workspace's id made the demo's): the copy,
 * its changes and the copy after applying them. Stories and ui tests give them to the fakes as recorded answers.
 */
import { AgreementBaseChanges, AgreementEntity } from '@licita/domain';
import { agreementFakes, recorded } from '@licita/application/fakes';
import type { FakeApp } from './fakeApp';
import recording from './base-changes.json';

export const BASE_CHANGES = {
  copy: recorded(AgreementEntity, recording.copy, 'base-changes.json: copy'),
  changes: recorded(AgreementBaseChanges, recording.changes, 'base-changes.json: changes'),
  applied: recorded(AgreementEntity, recording.applied, 'base-changes.json: applied'),
};

/** The copy stored in the fakes; its next changes and apply calls answer `answers` (the recorded ones by default). */
export function withRecordedCopy(app: FakeApp, answers: { changes?: unknown; apply?: unknown } = {}) {
  agreementFakes(app.backend).agreements.push(structuredClone(BASE_CHANGES.copy));
  app.backend.answerNext('agreementBaseChanges', answers.changes ?? BASE_CHANGES.changes);
  app.backend.answerNext('applyAgreementBaseChanges', answers.apply ?? BASE_CHANGES.applied);
}
