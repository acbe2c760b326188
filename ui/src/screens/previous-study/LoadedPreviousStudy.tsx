import type { ReactNode } from 'react';
import { TOKENS, type PreviousStudyContext } from '@licita/application';
import { useService } from '../../app/container';
import { LoadedScreen } from '../../components/LoadedScreen';
import { PREVIOUS_STUDY_SCREEN_TEXTS } from './messages';

/** A previous-study page (its editor, its solution): the study and its tender loaded, then the page. */
export function LoadedPreviousStudy({
  projectId,
  previousStudyId,
  children,
}: {
  projectId: string;
  previousStudyId: string;
  children(ctx: PreviousStudyContext): ReactNode;
}) {
  const editor = useService(TOKENS.PreviousStudyEditor);
  return (
    <LoadedScreen
      load={() => editor.load(projectId, previousStudyId)}
      loadKey={`${projectId}/${previousStudyId}`}
      loadingLabel={PREVIOUS_STUDY_SCREEN_TEXTS.loading}
      failedTitle={PREVIOUS_STUDY_SCREEN_TEXTS.loadFailed}
    >
      {children}
    </LoadedScreen>
  );
}
