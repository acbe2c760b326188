import type { ReactNode } from 'react';
import { BASIC_DATA_LABELS } from '@licita/domain';
import { Section } from '../agreements/parts';
import { DateField } from '../../components/DateField';
import { NumberField } from '../../components/NumberField';
import { FORM_TEXTS } from './messages';
import type { Errors } from './fields';

/** The service's data a simulation and a previous study both ask for, as typed. */
export interface ServiceDataValues {
  service_date_init: string;
  service_duration: string;
  social_security: string;
  absenteeism_rate: string;
}

const PERCENTS = [
  ['social_security', 'Seguridad social'],
  ['absenteeism_rate', 'Absentismo'],
] as const;

/** Fecha de inicio, duración, seguridad social y absentismo; a previous study adds its own fields after them. */
export function ServiceDataSection({
  values,
  errors,
  canEdit,
  onChange,
  children,
}: {
  values: ServiceDataValues;
  errors: Errors;
  canEdit: boolean;
  onChange(p: Partial<ServiceDataValues>): void;
  /** A fifth field (a study's substitution percentage). */
  children?: ReactNode;
}) {
  return (
    <Section title={FORM_TEXTS.serviceData}>
      <div className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${children ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}>
        <DateField
          label={BASIC_DATA_LABELS.service_date_init}
          value={values.service_date_init}
          error={errors.service_date_init}
          disabled={!canEdit}
          onChange={(d) => onChange({ service_date_init: d })}
        />
        <NumberField
          display="integer"
          label="Duración (meses)"
          value={values.service_duration}
          error={errors.service_duration}
          disabled={!canEdit}
          onChange={(e) => onChange({ service_duration: e.target.value })}
        />
        {PERCENTS.map(([key, label]) => (
          <NumberField
            key={key}
            label={label}
            suffix="%"
            value={values[key]}
            error={errors[key]}
            disabled={!canEdit}
            onChange={(e) => onChange({ [key]: e.target.value })}
          />
        ))}
        {children}
      </div>
    </Section>
  );
}
