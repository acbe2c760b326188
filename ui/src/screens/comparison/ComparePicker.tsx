/**
 * "Comparar" on the tender page: pick 2 to 4 solved simulations or previous studies; one not solved is offered
 * greyed out with why. "Comparar" opens the comparison page with the choice in its address, in the order picked.
 */
import { useState } from 'react';
import { comparedKey, type ComparedItem } from '@licita/application';
import {
  comparable,
  COMPARISON_MESSAGES as M,
  MAX_COMPARED,
  MIN_COMPARED,
  type PreviousStudyCard,
  type SimulationCard,
} from '@licita/domain';
import { Button } from '../../components/ui';
import { WideModal } from '../agreements/parts';

interface Option extends ComparedItem {
  name: string;
  label: string;
  why: string | null;
}

export function comparisonRoute(projectUid: string, items: readonly ComparedItem[]): string {
  return `/projects/${projectUid}/compare?items=${items.map(comparedKey).join(',')}`;
}

export function ComparePicker({
  open,
  simulations,
  studies,
  onCompare,
  onClose,
}: {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** Simulaciones de la licitación que se pueden elegir (solo las resueltas). */
  simulations: readonly SimulationCard[];
  /** Estudios previos de la licitación que se pueden elegir. */
  studies: readonly PreviousStudyCard[];
  /** Se llama con las simulaciones y estudios previos elegidos al pulsar «Comparar». */
  onCompare(items: ComparedItem[]): void;
  /** Se llama al cerrar el diálogo sin comparar. */
  onClose(): void;
}) {
  const [picked, setPicked] = useState<string[]>([]);
  const options: Option[] = [
    ...simulations.map((s) => ({
      kind: 'simulation' as const,
      id: s.uid,
      name: s.name,
      label: 'Simulación',
      why: comparable(s).why,
    })),
    ...studies.map((s) => ({
      kind: 'previous_study' as const,
      id: s.uid,
      name: s.name,
      label: 'Estudio previo',
      why: comparable(s).why,
    })),
  ];
  const toggle = (o: Option) => {
    const key = comparedKey(o);
    setPicked((p) => (p.includes(key) ? p.filter((k) => k !== key) : p.length >= MAX_COMPARED ? p : [...p, key]));
  };
  const chosen = picked.map((k) => options.find((o) => comparedKey(o) === k)!).filter(Boolean);
  return (
    <WideModal open={open} onClose={onClose} title={M.title} size="lg">
      <p className="mt-1 text-sm text-slate-600">{M.pick}. La primera elegida es la referencia de las diferencias.</p>
      <ul className="mt-4 divide-y divide-slate-100" aria-label="Simulaciones y estudios previos">
        {options.map((o) => {
          const key = comparedKey(o);
          const order = picked.indexOf(key);
          const full = order < 0 && picked.length >= MAX_COMPARED;
          return (
            <li key={key} className={`flex items-center gap-3 py-2 ${o.why ? 'opacity-60' : ''}`}>
              <input
                id={`cmp-${key}`}
                type="checkbox"
                className="h-4 w-4"
                checked={order >= 0}
                disabled={o.why !== null || full}
                onChange={() => toggle(o)}
                aria-describedby={o.why ? `cmp-${key}-why` : undefined}
              />
              <label htmlFor={`cmp-${key}`} className="flex-1 text-sm text-slate-800">
                {o.name} <span className="text-xs text-slate-500">({o.label})</span>
                {o.why && (
                  <span id={`cmp-${key}-why`} className="block text-xs text-slate-500">
                    {o.why}
                  </span>
                )}
              </label>
              {order >= 0 && <span className="text-xs font-semibold text-brand-700">{order + 1}ª</span>}
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancelar
        </Button>
        <Button disabled={chosen.length < MIN_COMPARED} onClick={() => onCompare(chosen.map(({ kind, id }) => ({ kind, id })))}>
          {M.open}
        </Button>
      </div>
    </WideModal>
  );
}
