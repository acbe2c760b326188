/** Container tokens of the previous-study slice (spread into TOKENS). */
export const PREVIOUS_STUDY_TOKENS = {
  // ports
  PreviousStudyGateway: Symbol.for('licita.PreviousStudyGateway'),
  // use cases
  CreatePreviousStudy: Symbol.for('licita.CreatePreviousStudy'),
  RenamePreviousStudy: Symbol.for('licita.RenamePreviousStudy'),
  DeletePreviousStudy: Symbol.for('licita.DeletePreviousStudy'),
  ConvertPreviousStudy: Symbol.for('licita.ConvertPreviousStudy'),
  PreviousStudyEditor: Symbol.for('licita.PreviousStudyEditor'),
  PreviousStudySurrogates: Symbol.for('licita.PreviousStudySurrogates'),
  PreviousStudyOtherCosts: Symbol.for('licita.PreviousStudyOtherCosts'),
  ImportPreviousStudySurrogates: Symbol.for('licita.ImportPreviousStudySurrogates'),
  LaunchPreviousStudy: Symbol.for('licita.LaunchPreviousStudy'),
  PreviousStudySolution: Symbol.for('licita.PreviousStudySolution'),
} as const;
