import { PREVIOUS_STUDY_PORTS } from './ports';
import { token } from '../token';
import type { ConvertPreviousStudy, CreatePreviousStudy, DeletePreviousStudy, ImportPreviousStudySurrogates, LaunchPreviousStudy, PreviousStudyEditor, PreviousStudyOtherCosts, PreviousStudySolution, PreviousStudySurrogates, RenamePreviousStudy } from './previous-studies';

/** Container tokens of the previous-study slice (spread into TOKENS). */
export const PREVIOUS_STUDY_TOKENS = {
  // ports
  ...PREVIOUS_STUDY_PORTS,
  // use cases
  CreatePreviousStudy: token<CreatePreviousStudy>('CreatePreviousStudy'),
  RenamePreviousStudy: token<RenamePreviousStudy>('RenamePreviousStudy'),
  DeletePreviousStudy: token<DeletePreviousStudy>('DeletePreviousStudy'),
  ConvertPreviousStudy: token<ConvertPreviousStudy>('ConvertPreviousStudy'),
  PreviousStudyEditor: token<PreviousStudyEditor>('PreviousStudyEditor'),
  PreviousStudySurrogates: token<PreviousStudySurrogates>('PreviousStudySurrogates'),
  PreviousStudyOtherCosts: token<PreviousStudyOtherCosts>('PreviousStudyOtherCosts'),
  ImportPreviousStudySurrogates: token<ImportPreviousStudySurrogates>('ImportPreviousStudySurrogates'),
  LaunchPreviousStudy: token<LaunchPreviousStudy>('LaunchPreviousStudy'),
  PreviousStudySolution: token<PreviousStudySolution>('PreviousStudySolution'),
} as const;
