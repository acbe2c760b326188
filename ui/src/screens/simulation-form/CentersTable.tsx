/** The centers' section of Datos Básicos: its actions, the table and «Añadir centro». */
import { useCallback, useId, useMemo, type Dispatch, type SetStateAction } from 'react';
import { TOKENS, type SimulationFormContext } from '@licita/application';
import type { LocalityRead } from '@licita/domain';
import { FORM_TEXTS } from './messages';
import { useService } from '../../app/container';
import { Button } from '../../components/ui';
import { PlusIcon } from '../../components/icons';
import { Section } from '../agreements/parts';
import { openDownload, type Errors } from './fields';
import { HeaderText } from '../../components/ListSection';
import { ScrollRegion } from '../../components/ScrollRegion';
import { CentersBody } from './CentersBody';
import { CenterRow, emptyCenter, type CenterRowErrors, type CenterRowState } from './CenterRow';

// full words, each with what it means on hover (the columns are narrow, the words are not)
const CENTER_HEAD: Array<{ text: string; title?: string }> = [
  { text: 'Centro' },
  { text: 'Localidad' },
  { text: 'Convenio' },
  { text: 'Agrupación', title: 'Número de la agrupación de centros: los centros con el mismo número comparten plantilla' },
  {
    text: 'Cobertura de vacaciones (%)',
    title: 'Parte de las vacaciones del personal que se cubre con sustituciones (100 % si se deja vacío)',
  },
  { text: '' },
];

/** What the centers' section shows and how it changes them. */
interface CentersSectionProps {
  simulationId: string;
  agreements: SimulationFormContext['agreements'];
  localities: LocalityRead[];
  rows: CenterRowState[];
  shown: Errors;
  canEdit: boolean;
  setRows: Dispatch<SetStateAction<CenterRowState[]>>;
  /** Changes the row of that key; the same function on every render. */
  setRow(key: string, p: Partial<CenterRowState>): void;
  onImport(): void;
  /** Opens the locality dialog, for the row of that key (null: a new locality for none). Stable. */
  onLocality(d: { locality: LocalityRead | null; row: string | null }): void;
}

/** The centers' section: its actions (template, import, new locality), the table and «Añadir centro». */
export function CentersSection({
  simulationId,
  agreements,
  localities,
  rows,
  shown,
  canEdit,
  setRows,
  setRow,
  onImport,
  onLocality,
}: CentersSectionProps) {
  const importCenters = useService(TOKENS.ImportCenters);
  const groupHintId = useId();
  const rowErrors = useMemo(() => errorsByRow(shown), [shown]);
  const removeRow = useCallback((key: string) => setRows((rs) => rs.filter((r) => r.key !== key)), [setRows]);
  const editLocality = useCallback((locality: LocalityRead, key: string) => onLocality({ locality, row: key }), [onLocality]);
  return (
    <Section
      title="Centros"
      actions={
        canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              onClick={() => importCenters.templateUrl(simulationId).subscribe({ next: openDownload, error: () => undefined })}
            >
              Descargar plantilla de centros
            </Button>
            <Button variant="secondary" onClick={onImport}>
              Importar centros
            </Button>
            <Button variant="secondary" onClick={() => onLocality({ locality: null, row: null })}>
              Nueva localidad
            </Button>
          </div>
        )
      }
    >
      <p id={groupHintId} className="mb-2 text-sm text-slate-600">
        {FORM_TEXTS.centerGroupHint}
      </p>
      <ScrollRegion label="Centros">
        {/* wide enough for its inputs: on a phone the table scrolls rather than squashing them */}
        <table aria-label="Centros" aria-rowcount={rows.length + 1} className="w-full min-w-[48rem] text-sm">
          <CentersHead />
          <CentersBody
            count={rows.length}
            columns={CENTER_HEAD.length}
            renderRow={(i, measure) => (
              <CenterRow
                key={rows[i]!.key}
                row={rows[i]!}
                index={i}
                errors={rowErrors.get(i) ?? NO_ERRORS}
                agreements={agreements}
                localities={localities}
                canEdit={canEdit}
                groupHintId={groupHintId}
                onChange={setRow}
                onEditLocality={editLocality}
                onRemove={removeRow}
                measure={measure}
              />
            )}
          />
        </table>
      </ScrollRegion>
      {canEdit && (
        <Button variant="ghost" className="mt-2" onClick={() => setRows((rs) => [...rs, emptyCenter()])}>
          <PlusIcon width={18} height={18} /> Añadir centro
        </Button>
      )}
    </Section>
  );
}

/** The centers table's head. */
function CentersHead() {
  return (
    <thead>
      <tr aria-rowindex={1}>
        {CENTER_HEAD.map((h) => (
          <th key={h.text} scope="col" title={h.title} className="px-2 py-2 text-left font-semibold text-slate-700">
            <HeaderText text={h.text} />
          </th>
        ))}
      </tr>
    </thead>
  );
}

const NO_ERRORS: CenterRowErrors = {};

/** The form's messages of `centers[i].field`, by row index then field (one object per row with messages). */
function errorsByRow(errors: Errors): Map<number, CenterRowErrors> {
  const out = new Map<number, CenterRowErrors>();
  for (const [path, message] of Object.entries(errors)) {
    const m = /^centers\[(\d+)\]\.(\w+)$/.exec(path);
    if (!m) continue;
    const i = Number(m[1]);
    out.set(i, { ...out.get(i), [m[2]!]: message });
  }
  return out;
}
