import { useState } from 'react';
import { TOKENS, type SimulationFormContext } from '@licita/application';
import { INPUT_MESSAGES, servicePeriod, SimulationRules, validateBasicData } from '@licita/domain';
import { LoadedScreen } from '../../components/LoadedScreen';
import { SIMULATION_SCREEN_TEXTS } from '../simulation/messages';
import { FORM_TEXTS } from './messages';
import { useService, useSession } from '../../app/container';
import { Button } from '../../components/ui';
import { Tooltip } from '../agreements/parts';
import { BasicDataStep } from './BasicDataStep';
import { WorkloadStep } from './WorkloadStep';
import { SurrogatesStep } from './SurrogatesStep';
import { OtherCostsStep } from './OtherCostsStep';
import { LaunchFlow } from './LaunchFlow';
import { LockedSimulationNotice } from './LockedSimulationNotice';
import { EditorTitle, TenderItemBreadcrumb } from '../../components/TenderBreadcrumb';

export const FORM_STEPS = ['Datos Básicos', FORM_TEXTS.workload, 'Subrogados', 'Otros Costes'] as const;

/** The non-linear stepper: any step reachable at any time, each number in a circle. */
export function Stepper({
  step,
  onStep,
  steps = FORM_STEPS,
}: {
  step: number;
  onStep(i: number): void;
  steps?: readonly string[];
}) {
  return (
    <nav aria-label="Pasos del formulario" className="mb-6">
      <ol className="flex flex-wrap items-center gap-2">
        {steps.map((label, i) => (
          <li key={label} className="flex items-center gap-2">
            {i > 0 && <span aria-hidden="true" className="hidden h-px w-8 bg-slate-300 sm:block" />}
            <button
              type="button"
              onClick={() => onStep(i)}
              aria-current={i === step ? 'step' : undefined}
              className={`flex items-center gap-2 rounded-lg px-2 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${i === step ? 'text-brand-700' : 'text-slate-600 hover:text-slate-900'}`}
            >
              <span
                aria-hidden="true"
                className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-semibold ${i === step ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-700'}`}
              >
                {i + 1}
              </span>
              {label}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function SimulationFormView({ initial, initialStep = 0 }: { initial: SimulationFormContext; initialStep?: number }) {
  const { permissions } = useSession();
  const [ctx, setCtx] = useState(initial);
  const [step, setStep] = useState(initialStep);
  const [launching, setLaunching] = useState(false);
  const [savingBasic, setSavingBasic] = useState(false);
  const { project, simulation, centers } = ctx;
  const canEdit = SimulationRules.edit(permissions) && simulation.status === 'Stopped';
  const period = servicePeriod(simulation.service_date_init, simulation.service_duration);
  const incomplete = validateBasicData(simulation).length > 0 || centers.length === 0;
  return (
    <section>
      <TenderItemBreadcrumb project={project} item={simulation.name} />
      <EditorTitle title={simulation.name}>
        {canEdit &&
          (incomplete ? (
            <Tooltip text={INPUT_MESSAGES.launchIncomplete}>
              <Button disabled>Lanzar simulación</Button>
            </Tooltip>
          ) : (
            <Button disabled={savingBasic} onClick={() => setLaunching(true)}>
              Lanzar simulación
            </Button>
          ))}
      </EditorTitle>
      {simulation.status !== 'Stopped' && (
        <LockedSimulationNotice projectId={project.uid} simulation={{ id: simulation.id, status: simulation.status }} />
      )}
      <Stepper step={step} onStep={setStep} />
      <div role="region" aria-label={FORM_STEPS[step]}>
        {step === 0 && (
          <BasicDataStep key={simulation.id} ctx={ctx} canEdit={canEdit} onSaved={setCtx} onSavingChange={setSavingBasic} />
        )}
        {step === 1 && <WorkloadStep simulationId={simulation.id} centers={centers} period={period} canEdit={canEdit} />}
        {step === 2 && (
          <SurrogatesStep
            ownerId={simulation.id}
            centers={centers}
            agreements={ctx.agreements}
            service={simulation}
            canEdit={canEdit}
          />
        )}
        {step === 3 && <OtherCostsStep ownerId={simulation.id} centers={centers} canEdit={canEdit} />}
      </div>
      <LaunchFlow open={launching} projectId={project.uid} simulationId={simulation.id} onClose={() => setLaunching(false)} />
    </section>
  );
}

/** /simulation/:projectId/:simulationId/form — the simulation form. */
export function SimulationFormScreen({
  projectId,
  simulationId,
  initialStep = 0,
}: {
  /** Identificador de la licitación. */
  projectId: string;
  /** Identificador de la simulación que se edita. */
  simulationId: string;
  /** Paso del formulario con el que se abre (0 = Datos básicos). */
  initialStep?: number;
}) {
  const data = useService(TOKENS.SimulationFormData);
  return (
    <LoadedScreen
      load={() => data.load(projectId, simulationId)}
      loadKey={`${projectId}/${simulationId}`}
      loadingLabel="Cargando simulación…"
      failedTitle={SIMULATION_SCREEN_TEXTS.loadFailed}
    >
      {(ctx) => <SimulationFormView initial={ctx} initialStep={initialStep} />}
    </LoadedScreen>
  );
}
