import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import * as User from './generated/user';
import type { FieldError } from './simulation-inputs/messages';

export const UserWorkspace = User.UserWorkspace;
export type UserWorkspace = t.TypeOf<typeof UserWorkspace>;

export const Workspace = User.Workspace;
export type Workspace = t.TypeOf<typeof Workspace>;

/**
 * Simulations spent versus contracted: `executed/(max + added_last_month)`;
 * '∞' when unlimited (no max); '0/0' when both are zero.
 */
export function quotaDisplay(
  w: Pick<Workspace, 'simulations_executed' | 'max_simulations' | 'simulations_added_from_last_month'>,
): string {
  const executed = w.simulations_executed ?? 0;
  if (w.max_simulations === null || w.max_simulations === undefined) return `${executed}/∞`;
  const total = w.max_simulations + (w.simulations_added_from_last_month ?? 0);
  if (executed === 0 && total === 0) return '0/0';
  return `${executed}/${total}`;
}

/**
 * The sidebar's quota line, saying what the counter counts: launches (a run that fails gives its launch back), not
 * the simulations a tender holds, against the contracted ones plus last month's additions, or «sin límite».
 */
export function launchQuotaText(
  w: Pick<Workspace, 'simulations_executed' | 'max_simulations' | 'simulations_added_from_last_month'>,
): string {
  const launched = w.simulations_executed ?? 0;
  if (w.max_simulations === null || w.max_simulations === undefined) return `Simulaciones lanzadas: ${launched} (sin límite)`;
  return `Simulaciones lanzadas: ${launched} de ${w.max_simulations + (w.simulations_added_from_last_month ?? 0)}`;
}

const text = (v: string) => (v.trim() === '' ? null : v.trim());

/** The bidder's data of the workspace, as the justification of an offer prints it on its cover. */
export interface BidderData {
  company_name: string | null;
  tax_id: string | null;
}

/** A workspace, as a person names it. */
export const WORKSPACE_LABEL = 'Espacio de trabajo';

export const BIDDER_LABELS: Record<keyof BidderData, string> = { company_name: 'Razón social', tax_id: 'NIF' };

/** The bidder's data as the contract takes them (the tax id in capitals, without spaces or dashes), or the first problem. */
export function checkBidderData(form: Record<keyof BidderData, string>): E.Either<FieldError[], BidderData> {
  if (form.company_name.trim().length > 255)
    return E.left([
      { field: 'company_name', message: `El campo «${BIDDER_LABELS.company_name}» admite como máximo 255 caracteres` },
    ]);
  const tax = form.tax_id.replace(/[\s.-]/g, '').toUpperCase();
  if (tax && !/^[A-Z0-9]{8,12}$/.test(tax))
    return E.left([
      {
        field: 'tax_id',
        message: `El campo «${BIDDER_LABELS.tax_id}» debe tener entre 8 y 12 letras o cifras (por ejemplo B12345678)`,
      },
    ]);
  return E.right({ company_name: text(form.company_name), tax_id: tax || null });
}
