import { useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { TOKENS, type PreviousStudyContext } from '@licita/application';
import {
  PREVIOUS_STUDY_MESSAGES,
  previousStudyEditable,
  PreviousStudyRules,
  validatePreviousStudyBasicData,
  type PreviousStudy,
  numberInputText,
  bidInputsToForm,
  type BidInputsForm,
  BASIC_DATA_LABELS,
} from '@licita/domain';
import { SocialSecurityModeFields, type SocialSecurityModeValues } from '../simulation-form/SocialSecurityModeFields';
import { Section } from '../agreements/parts';
import { BidInputsSection } from '../simulation-form/BidInputsSection';
import { LoadedPreviousStudy } from './LoadedPreviousStudy';
import { useService, useSession } from '../../app/container';
import { Button } from '../../components/ui';
import { SubmitRow } from '../../components/formParts';
import { ServiceDataSection } from '../simulation-form/ServiceDataSection';
import { SpinnerIcon } from '../../components/icons';
import { Stepper } from '../simulation-form/SimulationFormScreen';
import { SurrogatesStep } from '../simulation-form/SurrogatesStep';
import { OtherCostsStep } from '../simulation-form/OtherCostsStep';
import { byField, formErrors, type Errors } from '../simulation-form/fields';
import { EditorTitle, TenderItemBreadcrumb } from '../../components/TenderBreadcrumb';
import { NumberField } from '../../components/NumberField';

export const STUDY_STEPS = ['Datos Básicos', 'Subrogados', 'Otros Costes'] as const;

interface BasicValues extends SocialSecurityModeValues {
  service_date_init: string;
  service_duration: string;
  social_security: string;
  absenteeism_rate: string;
  substitution_percentage: string;
}

const text = (v: number | string | null) => (typeof v === 'number' ? numberInputText(v) : (v ?? ''));
const basicValues = (s: PreviousStudy): BasicValues => ({
  service_date_init: s.service_date_init ?? '',
  service_duration: text(s.service_duration),
  social_security: text(s.social_security),
  absenteeism_rate: text(s.absenteeism_rate),
  substitution_percentage: text(s.substitution_percentage),
  social_security_mode: s.social_security_mode ?? 'flat',
  at_ep_percent: text(s.at_ep_percent ?? null),
});

/** The basic data's values, checked once touched, and their save with the bid (the server's refusals by field). */
function useStudyBasicData(study: PreviousStudy, onSaved: (s: PreviousStudy) => void) {
  const editor = useService(TOKENS.PreviousStudyEditor);
  const [v, setV] = useState<BasicValues>(() => basicValues(study));
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [bid, setBid] = useState<BidInputsForm>(() => bidInputsToForm(study.bid));
  const live = useMemo(() => (touched ? byField(validatePreviousStudyBasicData(v)) : {}), [touched, v]);
  const errors = { ...live, ...serverErrors };
  const set = (p: Partial<BasicValues>) => {
    setTouched(true);
    setServerErrors({});
    setV({ ...v, ...p });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (validatePreviousStudyBasicData(v).length) return;
    setSaving(true);
    editor.saveBasicData({ id: study.id, name: study.name }, v, bid).subscribe({
      next: (s) => {
        setSaving(false);
        onSaved(s);
      },
      error: (err) => {
        setSaving(false);
        setServerErrors(formErrors(err));
      },
    });
  };
  return { v, set, errors, serverErrors, bid, setBid, saving, submit };
}

/** Datos Básicos of a study: start date, duration, social security (and its mode), absenteeism, substitution percentage; Guardar. */
export function StudyBasicDataStep({
  study,
  canEdit,
  onSaved,
}: {
  study: PreviousStudy;
  canEdit: boolean;
  onSaved(s: PreviousStudy): void;
}) {
  const { v, set, errors, serverErrors, bid, setBid, saving, submit } = useStudyBasicData(study, onSaved);
  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Datos Básicos">
      <ServiceDataSection values={v} errors={errors} canEdit={canEdit} onChange={set}>
        <NumberField
          label={PREVIOUS_STUDY_MESSAGES.substitution}
          suffix="%"
          hint="Parte de las ausencias que se cubre con sustitutos"
          value={v.substitution_percentage}
          error={errors.substitution_percentage}
          disabled={!canEdit}
          onChange={(e) => set({ substitution_percentage: e.target.value })}
        />
      </ServiceDataSection>
      <Section title={BASIC_DATA_LABELS.social_security_mode}>
        <SocialSecurityModeFields values={v} error={errors.at_ep_percent} disabled={!canEdit} onChange={set} />
      </Section>
      <BidInputsSection form={bid} errors={serverErrors} disabled={!canEdit} onChange={setBid} />
      {canEdit && <SubmitRow label="Guardar" saving={saving} />}
    </form>
  );
}

export function PreviousStudyEditorView({ initial, initialStep = 0 }: { initial: PreviousStudyContext; initialStep?: number }) {
  const { permissions } = useSession();
  const [, navigate] = useLocation();
  const surrogates = useService(TOKENS.PreviousStudySurrogates);
  const importer = useService(TOKENS.ImportPreviousStudySurrogates);
  const otherCosts = useService(TOKENS.PreviousStudyOtherCosts);
  const launch = useService(TOKENS.LaunchPreviousStudy);
  const [study, setStudy] = useState(initial.study);
  const [step, setStep] = useState(initialStep);
  const [calculating, setCalculating] = useState(false);
  const { project } = initial;
  const canUpdate = PreviousStudyRules.edit(permissions);
  const canEdit = previousStudyEditable(canUpdate, study.status);
  const surrogateUseCases = useMemo(() => ({ surrogates, importer }), [surrogates, importer]);
  const run = () => {
    setCalculating(true);
    launch.execute(study.id).subscribe({
      next: () => navigate(`/previous_solution/${project.uid}/${study.id}`),
      error: () => setCalculating(false),
    });
  };
  return (
    <section>
      <TenderItemBreadcrumb project={project} item={study.name} />
      <EditorTitle title={study.name}>
        {canUpdate && (
          <div className="flex items-center gap-3">
            {calculating && (
              <p role="status" className="flex items-center gap-2 text-sm font-medium text-brand-700">
                <SpinnerIcon width={16} height={16} />
                {PREVIOUS_STUDY_MESSAGES.calculating}
              </p>
            )}
            <Button disabled={study.status === 'Solved' || calculating} onClick={run}>
              Estudio previo
            </Button>
          </div>
        )}
      </EditorTitle>
      <Stepper steps={STUDY_STEPS} step={step} onStep={setStep} />
      <div role="region" aria-label={STUDY_STEPS[step]}>
        {step === 0 && (
          <StudyBasicDataStep key={study.updatedAt} study={study} canEdit={canEdit && !calculating} onSaved={setStudy} />
        )}
        {step === 1 && (
          <SurrogatesStep
            ownerId={study.id}
            centers={null}
            agreements={initial.agreements}
            service={study}
            canEdit={canEdit && !calculating}
            useCases={surrogateUseCases}
          />
        )}
        {step === 2 && (
          <OtherCostsStep
            ownerId={study.id}
            centers={null}
            canEdit={canEdit && !calculating}
            otherCosts={otherCosts}
            defaultMonths={study.service_duration}
          />
        )}
      </div>
    </section>
  );
}

/** /previous/:projectId/:previousStudyId — the previous-study editor. */
export function PreviousStudyEditorScreen({
  projectId,
  previousStudyId,
  initialStep = 0,
}: {
  /** Identificador de la licitación. */
  projectId: string;
  /** Identificador del estudio previo que se edita. */
  previousStudyId: string;
  /** Paso del formulario con el que se abre (0 = el primero). */
  initialStep?: number;
}) {
  return (
    <LoadedPreviousStudy projectId={projectId} previousStudyId={previousStudyId}>
      {(ctx) => <PreviousStudyEditorView initial={ctx} initialStep={initialStep} />}
    </LoadedPreviousStudy>
  );
}
