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
import { WideModal } from '../../components/WideModal';

interface Option extends ComparedItem {
  name: string;
  label: string;
  why: string | null;
}

export function comparisonRoute(projectUid: string, items: readonly ComparedItem[]): string {
  return `/projects/${projectUid}/compare?items=${items.map(comparedKey).join(',')}`;
}

/** A simulation or previous study as the picker offers it, with why it cannot be compared (null: it can). */
const optionOf =
  (kind: ComparedItem['kind'], label: string) =>
  (s: SimulationCard | PreviousStudyCard): Option => ({ kind, id: s.uid, name: s.name, label, why: comparable(s).why });

/** One option: its checkbox (disabled when it cannot be compared, or when the most are picked), and its place. */
function OptionRow({ option, order, full, onToggle }: { option: Option; order: number; full: boolean; onToggle(): void }) {
  const key = comparedKey(option);
  return (
    <li className={`flex items-center gap-3 py-2 ${option.why ? 'opacity-60' : ''}`}>
      <input
        id={`cmp-${key}`}
        type="checkbox"
        className="h-4 w-4"
        checked={order >= 0}
        disabled={option.why !== null || full}
        onChange={onToggle}
        aria-describedby={option.why ? `cmp-${key}-why` : undefined}
      />
      <label htmlFor={`cmp-${key}`} className="flex-1 text-sm text-slate-800">
        {option.name} <span className="text-xs text-slate-500">({option.label})</span>
        {option.why && (
          <span id={`cmp-${key}-why`} className="block text-xs text-slate-500">
            {option.why}
          </span>
        )}
      </label>
      {order >= 0 && <span className="text-xs font-semibold text-brand-700">{order + 1}ª</span>}
    </li>
  );
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
    ...simulations.map(optionOf('simulation', 'Simulación')),
    ...studies.map(optionOf('previous_study', 'Estudio previo')),
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
          const order = picked.indexOf(comparedKey(o));
          return (
            <OptionRow
              key={comparedKey(o)}
              option={o}
              order={order}
              full={order < 0 && picked.length >= MAX_COMPARED}
              onToggle={() => toggle(o)}
            />
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
