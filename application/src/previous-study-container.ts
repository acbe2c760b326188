/** Bindings of the previous-study slice (called from container.ts). */
import type { Container } from 'inversify';
import { TOKENS } from './tokens';
import { SdkPreviousStudyGateway } from './adapters/previous-studies-sdk';
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
} from './usecases/previous-studies';
import type { InMemoryBackend } from './fakes/memory';
import { previousStudyFakes } from './fakes/previous-studies-memory';

export function bindPreviousStudyUseCases(c: Container): void {
  for (const [token, cls] of [
    [TOKENS.CreatePreviousStudy, CreatePreviousStudy],
    [TOKENS.RenamePreviousStudy, RenamePreviousStudy],
    [TOKENS.DeletePreviousStudy, DeletePreviousStudy],
    [TOKENS.ConvertPreviousStudy, ConvertPreviousStudy],
    [TOKENS.PreviousStudyEditor, PreviousStudyEditor],
    [TOKENS.PreviousStudySurrogates, PreviousStudySurrogates],
    [TOKENS.PreviousStudyOtherCosts, PreviousStudyOtherCosts],
    [TOKENS.ImportPreviousStudySurrogates, ImportPreviousStudySurrogates],
    [TOKENS.LaunchPreviousStudy, LaunchPreviousStudy],
    [TOKENS.PreviousStudySolution, PreviousStudySolution],
  ] as const) {
    c.bind(token).to(cls as new (...args: never[]) => unknown).inSingletonScope();
  }
}

export function bindPreviousStudySdk(c: Container): void {
  c.bind(TOKENS.PreviousStudyGateway).to(SdkPreviousStudyGateway).inSingletonScope();
}

export function bindPreviousStudyFakes(c: Container, backend: InMemoryBackend): void {
  c.bind(TOKENS.PreviousStudyGateway).toConstantValue(previousStudyFakes(backend).gateway);
}
