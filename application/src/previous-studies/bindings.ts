/** Bindings of the previous-study slice (called from container.ts; the fakes' bindings are in memory.ts). */
import type { Container } from 'inversify';
import { PREVIOUS_STUDY_TOKENS } from './tokens';
import { SdkPreviousStudyGateway } from './sdk';
import { CompareScenarios } from './compare-scenarios';
import {
  ConvertPreviousStudy,
  CreatePreviousStudy,
  DeletePreviousStudy,
  ImportPreviousStudySurrogates,
  LaunchPreviousStudy,
  PreviousStudyEditor,
  PreviousStudyOtherCosts,
  PreviousStudySolution,
  PreviousStudySurrogates,
  RenamePreviousStudy,
} from './previous-studies';

export function bindPreviousStudyUseCases(c: Container): void {
  for (const [token, cls] of [
    [PREVIOUS_STUDY_TOKENS.CreatePreviousStudy, CreatePreviousStudy],
    [PREVIOUS_STUDY_TOKENS.RenamePreviousStudy, RenamePreviousStudy],
    [PREVIOUS_STUDY_TOKENS.DeletePreviousStudy, DeletePreviousStudy],
    [PREVIOUS_STUDY_TOKENS.ConvertPreviousStudy, ConvertPreviousStudy],
    [PREVIOUS_STUDY_TOKENS.PreviousStudyEditor, PreviousStudyEditor],
    [PREVIOUS_STUDY_TOKENS.PreviousStudySurrogates, PreviousStudySurrogates],
    [PREVIOUS_STUDY_TOKENS.PreviousStudyOtherCosts, PreviousStudyOtherCosts],
    [PREVIOUS_STUDY_TOKENS.ImportPreviousStudySurrogates, ImportPreviousStudySurrogates],
    [PREVIOUS_STUDY_TOKENS.LaunchPreviousStudy, LaunchPreviousStudy],
    [PREVIOUS_STUDY_TOKENS.PreviousStudySolution, PreviousStudySolution],
    [PREVIOUS_STUDY_TOKENS.CompareScenarios, CompareScenarios],
  ] as const) {
    c.bind(token)
      .to(cls as new (...args: never[]) => unknown)
      .inSingletonScope();
  }
}

export function bindPreviousStudySdk(c: Container): void {
  c.bind(PREVIOUS_STUDY_TOKENS.PreviousStudyGateway).to(SdkPreviousStudyGateway).inSingletonScope();
}
