/**
 * The validity of the agreements the centers use over the service's period (the simulation's start and duration):
 * in force throughout, or how long the service runs in ultraactividad or with the agreement caducado.
 */
import { keepsApplying, servicePeriod, validityOverService, type AgreementListItem, type NumberLike } from '@licita/domain';

export const SERVICE_VALIDITY_TEXTS = { heading: 'Vigencia de los convenios durante el servicio' } as const;

const STATE_CLASS = {
  in_force: 'text-slate-700',
  after_end: 'text-amber-800',
  expired: 'text-red-700',
} as const;

/** One line per agreement the centers use; nothing until the service's start, duration and an agreement are given. */
export function ServiceValidity({
  agreements,
  centers,
  service,
}: {
  /** The agreements the workspace can choose. */
  agreements: readonly AgreementListItem[];
  /** The simulation's centers, each with its agreement (blank while not chosen). */
  centers: readonly { agreement_id?: string | null }[];
  /** The service's first day (YYYY-MM-DD) and duration in months, as typed. */
  service: { service_date_init?: string | null; service_duration?: NumberLike };
}) {
  const period = servicePeriod(service.service_date_init, service.service_duration);
  const agreementIds = centers.map((c) => c.agreement_id);
  const used = agreements.filter((a) => agreementIds.includes(a.id));
  if (!period || !used.length) return null;
  return (
    <section aria-label={SERVICE_VALIDITY_TEXTS.heading} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="text-sm font-semibold text-slate-900">{SERVICE_VALIDITY_TEXTS.heading}</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {used.map((a) => {
          const v = validityOverService(a.end_year, keepsApplying(a), period);
          return (
            <li key={a.id} className={STATE_CLASS[v.state]}>
              <span className="font-medium">{a.name}</span>: {v.text}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
