import { PREVIOUS_STUDY_PORTS } from './ports';
import { useCaseTokens } from '../token';
import type * as previousStudies from './previous-studies';
import type * as compareScenarios from './compare-scenarios';

/** Container tokens of the previous-study slice (spread into TOKENS). */
export const PREVIOUS_STUDY_TOKENS = {
  // ports
  ...PREVIOUS_STUDY_PORTS,
  // use cases
  ...useCaseTokens<typeof previousStudies & typeof compareScenarios>()(
    'CompareScenarios',
    'CreatePreviousStudy',
    'RenamePreviousStudy',
    'DeletePreviousStudy',
    'ConvertPreviousStudy',
    'PreviousStudyEditor',
    'PreviousStudySurrogates',
    'PreviousStudyOtherCosts',
    'ImportPreviousStudySurrogates',
    'LaunchPreviousStudy',
    'PreviousStudySolution',
  ),
} as const;
