/**
 * On the form of a launched simulation: why its inputs are read-only, and «Editar una copia», which duplicates it on
 * the server (every input and bid parameter) and opens the copy's form, the one way to change the workload.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { TOKENS } from '@licita/application';
import { simulationFormRoute, SimulationRules } from '@licita/domain';
import { useService, useSession } from '../../app/container';
import { useSubscriptions } from '../../app/subscriptions';
import { Button } from '../../components/ui';
import { CopyIcon } from '../agreements/parts';
import { FORM_TEXTS, LOCKED_FORM_TEXTS } from './messages';

export function LockedSimulationNotice({
  projectId,
  simulation,
}: {
  projectId: string;
  simulation: { id: string; status: keyof typeof LOCKED_FORM_TEXTS };
}) {
  const { permissions } = useSession();
  const duplicate = useService(TOKENS.DuplicateSimulation);
  const run = useSubscriptions();
  const [, navigate] = useLocation();
  const [copying, setCopying] = useState(false);
  const editCopy = () => {
    setCopying(true);
    run(duplicate.execute(simulation.id), {
      next: (id) => navigate(simulationFormRoute(projectId, id)),
      // the use case has told the user why
      error: () => setCopying(false),
    });
  };
  return (
    <div
      role="note"
      aria-label="Simulación no editable"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 px-4 py-3 ring-1 ring-slate-200"
    >
      <p className="max-w-3xl text-sm text-slate-700">{LOCKED_FORM_TEXTS[simulation.status]}</p>
      {SimulationRules.duplicate(permissions) && (
        <Button variant="secondary" loading={copying} onClick={editCopy}>
          {!copying && <CopyIcon width={16} height={16} />} {FORM_TEXTS.editCopy}
        </Button>
      )}
    </div>
  );
}
