import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { TOKENS } from '@licita/application';
import {
  AGREEMENT_MESSAGES,
  AgreementRules,
  agreementMonthLabel,
  categorySalaryLines,
  formatNumber,
  holidayTypeLabel,
  holidayWorkCompensationLabel,
  type Agreement,
  AGREEMENT_LABELS,
  TERRITORY_LABELS,
  afterValidityLabel,
  scopeText,
  spanishDateText,
  yearlySalaries,
} from '@licita/domain';
import { useService, useSession } from '../../app/container';
import { Button, EmptyState } from '../../components/ui';
import { PencilIcon } from '../../components/icons';
import { AgreementLoadState, AgreementsBreadcrumb, PdfIcon, Section, openInNewWindow } from './parts';
import { SCOPE_AND_SOURCE } from './TerritoryFields';
import { BaseChangesNotice } from './BaseChangesNotice';
import { ReferenceAgreementBlock } from './ReferenceAgreementBlock';

const money = (n: number) => `${formatNumber(n, Number.isInteger(n) ? 0 : 2)} €`;
const num = (n: number | null | undefined, unit = '') =>
  n === null || n === undefined ? '—' : `${formatNumber(n, Number.isInteger(n) ? 0 : 2)}${unit}`;

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs text-slate-500">{label}</dt>
          {/* a long address or name wraps inside the cell instead of widening the page */}
          <dd className="text-sm font-medium [overflow-wrap:anywhere] text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The detail: validity, working time, seniority, yearly increases and the salary tables in vertical tabs. */
export function AgreementDetailView({
  agreement: a,
  canEdit,
  onPdf,
  onEdit,
}: {
  agreement: Agreement;
  canEdit: boolean;
  onPdf(): void;
  onEdit(): void;
}) {
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{a.name}</h1>
          {a.expired && <p className="mt-1 text-sm text-amber-700">{AGREEMENT_MESSAGES.expired}</p>}
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onPdf}>
            <PdfIcon /> {AGREEMENT_LABELS.pdf}
          </Button>
          {canEdit && (
            <Button onClick={onEdit}>
              <PencilIcon width={18} height={18} /> Editar
            </Button>
          )}
        </div>
      </div>
      <ReferenceAgreementBlock agreement={a} />
      <Section title="Vigencia">
        <p className="text-sm text-slate-800">
          Desde {a.start_year} hasta {a.end_year}
          {a.creation_year ? ` · firmado en ${a.creation_year}` : ''}
        </p>
      </Section>
      <Section title={SCOPE_AND_SOURCE}>
        <Facts items={scopeFacts(a)} />
      </Section>
      <Section title={AGREEMENT_LABELS.workingTime}>
        <Facts items={workingTimeFacts(a)} />
      </Section>
      <SenioritySection rule={a.seniority_bonus[0]} />
      <Section title={AGREEMENT_LABELS.salaryIncrease}>
        {a.annual_increment.length ? (
          <ul className="flex flex-wrap gap-2">
            {a.annual_increment.map((i) => (
              <li key={i.year} className="rounded-lg bg-slate-100 px-3 py-1 text-sm">
                {i.year}: <strong>{num(i.increment, ' %')}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">Sin incrementos</p>
        )}
      </Section>
      <SalaryTablesSection agreement={a} />
    </div>
  );
}

/** Where the agreement applies, its REGCON code, the bulletin it was published in, and what happens after it ends. */
function scopeFacts(a: Agreement): [string, ReactNode][] {
  return [
    [TERRITORY_LABELS.scope, scopeText(a.scope)],
    [TERRITORY_LABELS.regcon, a.regcon_code ?? TERRITORY_LABELS.notStated],
    [
      TERRITORY_LABELS.source,
      a.source ? (
        <>
          {`${a.source.bulletin}, ${spanishDateText(a.source.date)} · `}
          <a href={a.source.url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
            {a.source.url}
          </a>
        </>
      ) : (
        TERRITORY_LABELS.notStated
      ),
    ],
    [TERRITORY_LABELS.afterValidity, afterValidityLabel(a.after_validity)],
  ];
}

/** The day's, week's, month's and year's limits, rests, holidays worked and vacations. */
function workingTimeFacts(a: Agreement): [string, ReactNode][] {
  return [
    [AGREEMENT_LABELS.maxHoursPerDay, num(a.max_hours_per_day, ' h')],
    [AGREEMENT_LABELS.maxSectionsPerDay, num(a.max_sections_planned_day)],
    [AGREEMENT_LABELS.maxHoursPerWeek, num(a.max_hours_per_week, ' h')],
    [AGREEMENT_LABELS.maxHoursPerMonth, num(a.max_hours_per_month, ' h')],
    [AGREEMENT_LABELS.maxHoursPerYear, num(a.max_hours_per_year, ' h')],
    [AGREEMENT_LABELS.restHoursBetweenShifts, num(a.rest_hours_between_shifts, ' h')],
    [AGREEMENT_LABELS.consecutiveRestDays, num(a.consecutive_rest_days)],
    [AGREEMENT_LABELS.freeDays, num(a.free_day_available)],
    ['Festivos trabajados', holidayWorkCompensationLabel(a.holiday_work_compensation)],
    [
      'Vacaciones',
      `${a.holiday_days} días ${holidayTypeLabel(a.holiday_days_types).toLowerCase()}, de ${agreementMonthLabel(a.holidays_rules_from).toLowerCase()} a ${agreementMonthLabel(a.holidays_rules_until).toLowerCase()}`,
    ],
  ];
}

/** 'Antigüedad': the agreement's seniority rule, or that it has none. */
function SenioritySection({ rule }: { rule: Agreement['seniority_bonus'][number] | undefined }) {
  return (
    <Section title="Antigüedad">
      {rule ? (
        <Facts
          items={[
            ['Porcentaje sobre el salario base', num(rule.percent_over_salary, ' %')],
            ['Cada', `${rule.period_bonus} años`],
            ['Porcentaje máximo', num(rule.max_percent, ' %')],
          ]}
        />
      ) : (
        <p className="text-sm text-slate-500">Sin regla de antigüedad del convenio (puede haber pluses fijos por categoría).</p>
      )}
    </Section>
  );
}

/** 'Tablas salariales': one vertical tab a category. */
function SalaryTablesSection({ agreement: a }: { agreement: Agreement }) {
  return (
    <Section title="Tablas salariales">
      <p className="mb-3 text-xs text-slate-500">Tablas del año {a.salary_year}</p>
      {a.categories.length === 0 ? (
        <EmptyState title={AGREEMENT_MESSAGES.noCategories} />
      ) : (
        <TabGroup vertical className="flex flex-col gap-4 md:flex-row">
          <TabList aria-label="Categorías" className="flex max-h-[28rem] shrink-0 flex-col overflow-y-auto md:w-64">
            {a.categories.map((c) => (
              <Tab
                key={c.id ?? c.professional_category}
                className="rounded-lg px-3 py-2 text-left text-sm text-slate-700 outline-none hover:bg-slate-100 data-[selected]:bg-brand-50 data-[selected]:font-semibold data-[selected]:text-brand-800"
              >
                {c.professional_category}
              </Tab>
            ))}
          </TabList>
          <TabPanels className="min-w-0 flex-1">
            {a.categories.map((c) => (
              <CategoryPanel key={c.id ?? c.professional_category} agreement={a} category={c} />
            ))}
          </TabPanels>
        </TabGroup>
      )}
    </Section>
  );
}

/** A category's tab: its salary each year of the agreement, then its pluses. */
function CategoryPanel({ agreement: a, category: c }: { agreement: Agreement; category: Agreement['categories'][number] }) {
  return (
    <TabPanel className="rounded-lg border border-slate-200 p-4">
      <h3 className="mb-3 font-semibold text-slate-900">{c.professional_category}</h3>
      <table className="mb-4 w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-slate-500">
            <th className="py-1 font-medium">Año</th>
            <th className="py-1 font-medium">{AGREEMENT_LABELS.salaryYear}</th>
          </tr>
        </thead>
        <tbody>
          {yearlySalaries(a, c.salary_year).map((y) => (
            <tr key={y.year} className="border-t border-slate-100">
              <td className="py-1">{y.year}</td>
              <td className="py-1">{money(y.salary)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {categorySalaryLines(c).map((l) => (
          <div key={l.label}>
            <dt className="text-xs text-slate-500">{l.label}</dt>
            <dd className="text-sm font-medium">
              {l.unit === 'días' ? `${l.value} días` : `${formatNumber(l.value, Number.isInteger(l.value) ? 0 : 2)} ${l.unit}`}
            </dd>
          </div>
        ))}
      </dl>
    </TabPanel>
  );
}

/** /agreement/:id */
export function AgreementDetailScreen({
  id,
}: {
  /** Identificador del convenio que se muestra. */
  id: string;
}) {
  const detail = useService(TOKENS.AgreementDetail);
  const pdf = useService(TOKENS.AgreementPdf);
  const { permissions } = useSession();
  const [, navigate] = useLocation();
  const [agreement, setAgreement] = useState<Agreement | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setAgreement(null);
    setError(null);
    const sub = detail.load(id).subscribe({ next: setAgreement, error: (e: Error) => setError(e.message) });
    return () => sub.unsubscribe();
  }, [detail, id]);

  return (
    <section>
      <AgreementsBreadcrumb current={agreement?.name ?? 'Convenio'} />
      {agreement && <BaseChangesNotice agreement={agreement} onApplied={setAgreement} />}
      <AgreementLoadState error={error} value={agreement}>
        {(agreement) => (
          <AgreementDetailView
            agreement={agreement}
            canEdit={AgreementRules.edit(permissions, agreement)}
            onPdf={() => openInNewWindow(pdf.url(agreement.id))}
            onEdit={() => navigate(`/agreement-form/${agreement.id}`)}
          />
        )}
      </AgreementLoadState>
    </section>
  );
}
