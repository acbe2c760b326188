import { useEffect, useState } from 'react';
import { AUTONOMOUS_COMMUNITIES, COMMUNITY_NUTS, PROVINCE_NUTS, type LocalityRead } from '@licita/domain';
import { Button, IconButton } from '../../components/ui';
import { TrashIcon } from '../../components/icons';
import { SelectField, TextField } from '../agreements/parts';
import type { Errors } from './fields';
import { FormModal } from '../../components/FormModal';
import { DateField } from '../../components/DateField';

export interface LocalityValues {
  name: string;
  region: string | null;
  local_holidays: string[];
  /** NUTS 3 code of its province; null: not known (no run checks an agreement's scope for it) */
  nuts_code: string | null;
}

/** The provinces by name, each with its community: the territory an agreement's scope is checked against. */
const PROVINCE_OPTIONS = [
  ['', 'Sin indicar'] as const,
  ...Object.entries(PROVINCE_NUTS)
    .map(([code, name]) => {
      const community = AUTONOMOUS_COMMUNITIES.find((c) => c.region === COMMUNITY_NUTS[code.slice(0, 4)])?.name;
      return [code, community && community !== name ? `${name} (${community})` : name] as const;
    })
    .sort((a, b) => a[1].localeCompare(b[1], 'es')),
];

const REGION_OPTIONS = [
  ['', 'Sólo festivos nacionales'] as const,
  ...AUTONOMOUS_COMMUNITIES.map((c) => [c.region, c.name] as const),
];

/** 'Localidad': add one (merged by name) or edit one, with its autonomous community (holiday calendar) and local holidays. */
export function LocalityDialog({
  open,
  locality,
  saving = false,
  errors = {},
  onSubmit,
  onClose,
}: {
  /** Si el diálogo está abierto. */
  open: boolean;
  /** null: a new locality. */
  locality: LocalityRead | null;
  /** Guardando: el botón muestra que está ocupado. */
  saving?: boolean;
  /** Errores de los campos por nombre de campo, en español. */
  errors?: Errors;
  /** Se llama con el nombre, la comunidad y los festivos locales al guardar. */
  onSubmit(v: LocalityValues): void;
  /** Se llama al cancelar o cerrar el diálogo. */
  onClose(): void;
}) {
  const [v, setV] = useState<LocalityValues>({ name: '', region: null, local_holidays: [], nuts_code: null });
  const [day, setDay] = useState('');
  useEffect(() => {
    if (open) {
      setV({
        name: locality?.name ?? '',
        region: locality?.region ?? null,
        local_holidays: [...(locality?.local_holidays ?? [])],
        nuts_code: locality?.nuts_code ?? null,
      });
      setDay('');
    }
  }, [open, locality]);
  return (
    <FormModal
      open={open}
      title={locality ? 'Editar localidad' : 'Nueva localidad'}
      saving={saving}
      onSubmit={() => onSubmit(v)}
      onClose={onClose}
    >
      <TextField
        label="Nombre de la localidad"
        value={v.name}
        error={errors.name}
        onChange={(e) => setV({ ...v, name: e.target.value })}
      />
      <SelectField
        label="Comunidad autónoma"
        value={v.region ?? ''}
        options={REGION_OPTIONS}
        error={errors.region}
        onChange={(e) => setV({ ...v, region: e.target.value || null })}
      />
      <SelectField
        label="Provincia"
        value={v.nuts_code ?? ''}
        options={PROVINCE_OPTIONS}
        error={errors.nuts_code}
        onChange={(e) => setV({ ...v, nuts_code: e.target.value || null })}
      />
      <LocalHolidays
        holidays={v.local_holidays}
        onChange={(local_holidays) => setV({ ...v, local_holidays })}
        day={day}
        onDay={setDay}
        error={Object.entries(errors).find(([k]) => k.startsWith('local_holidays'))?.[1]}
      />
    </FormModal>
  );
}

/** 'Festivos locales': a day typed and added (once, in order), the list of them, each removable. */
function LocalHolidays({
  holidays,
  onChange,
  day,
  onDay,
  error,
}: {
  holidays: string[];
  onChange(holidays: string[]): void;
  /** The day being typed, cleared once added. */
  day: string;
  onDay(day: string): void;
  error: string | undefined;
}) {
  const add = () => {
    // only a whole day: text that is not one stays in the field with its message
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    if (!holidays.includes(day)) onChange([...holidays, day].sort());
    onDay('');
  };
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Festivos locales</legend>
      <div className="mt-1 flex gap-2">
        <DateField hideLabel label="Nuevo festivo local" value={day} onChange={onDay} />
        <Button variant="secondary" onClick={add}>
          Añadir festivo
        </Button>
      </div>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Festivos locales">
        {holidays.map((d, i) => (
          <li key={`${d}-${i}`} className="flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-sm">
            {d.split('-').reverse().join('/')}
            <IconButton label={`Quitar festivo ${d}`} onClick={() => onChange(holidays.filter((_, k) => k !== i))}>
              <TrashIcon width={14} height={14} />
            </IconButton>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
