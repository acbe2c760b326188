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
import { BidInputsSection } from '../simulation-form/BidInputsSection';
import { FORM_TEXTS } from '../simulation-form/messages';
import { LoadedScreen } from '../../components/LoadedScreen';
import { PREVIOUS_STUDY_SCREEN_TEXTS } from './messages';
import { DateField } from '../../components/DateField';
import { useService, useSession } from '../../app/container';
import { Button } from '../../components/ui';
import { SubmitRow } from '../../components/formParts';
import { SpinnerIcon } from '../../components/icons';
import { Section } from '../agreements/parts';
import { Stepper } from '../simulation-form/SimulationFormScreen';
import { SurrogatesStep } from '../simulation-form/SurrogatesStep';
import { OtherCostsStep } from '../simulation-form/OtherCostsStep';
import { byField, formErrors, type Errors } from '../simulation-form/fields';
import { EditorTitle, TenderItemBreadcrumb } from '../../components/TenderBreadcrumb';
import { NumberField } from '../../components/NumberField';

export const STUDY_STEPS = ['Datos Básicos', 'Subrogados', 'Otros Costes'] as const;

interface BasicValues {
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
});

/** Datos Básicos of a study: start date, duration, social security, absenteeism, substitution percentage; Guardar. */
export function StudyBasicDataStep({
  study,
  canEdit,
  onSaved,
}: {
  study: PreviousStudy;
  canEdit: boolean;
  onSaved(s: PreviousStudy): void;
}) {
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
  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Datos Básicos">
      <Section title={FORM_TEXTS.serviceData}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <DateField
            label={BASIC_DATA_LABELS.service_date_init}
            value={v.service_date_init}
            error={errors.service_date_init}
            disabled={!canEdit}
            onChange={(d) => set({ service_date_init: d })}
          />
          <NumberField
            display="integer"
            label="Duración (meses)"
            value={v.service_duration}
            error={errors.service_duration}
            disabled={!canEdit}
            onChange={(e) => set({ service_duration: e.target.value })}
          />
          <NumberField
            label="Seguridad social"
            suffix="%"
            value={v.social_security}
            error={errors.social_security}
            disabled={!canEdit}
            onChange={(e) => set({ social_security: e.target.value })}
          />
          <NumberField
            label="Absentismo"
            suffix="%"
            value={v.absenteeism_rate}
            error={errors.absenteeism_rate}
            disabled={!canEdit}
            onChange={(e) => set({ absenteeism_rate: e.target.value })}
          />
          <NumberField
            label={PREVIOUS_STUDY_MESSAGES.substitution}
            suffix="%"
            hint="Parte de las ausencias que se cubre con sustitutos"
            value={v.substitution_percentage}
            error={errors.substitution_percentage}
            disabled={!canEdit}
            onChange={(e) => set({ substitution_percentage: e.target.value })}
          />
        </div>
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
  const editor = useService(TOKENS.PreviousStudyEditor);
  return (
    <LoadedScreen
      load={() => editor.load(projectId, previousStudyId)}
      loadKey={`${projectId}/${previousStudyId}`}
      loadingLabel={PREVIOUS_STUDY_SCREEN_TEXTS.loading}
      failedTitle={PREVIOUS_STUDY_SCREEN_TEXTS.loadFailed}
    >
      {(ctx) => <PreviousStudyEditorView initial={ctx} initialStep={initialStep} />}
    </LoadedScreen>
  );
}
