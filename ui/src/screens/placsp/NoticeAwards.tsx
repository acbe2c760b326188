/**
 * A resolved notice's awards on the tender page: per lot, the date, the winner and its identifier, the offers
 * received, the lowest and highest offers and the awarded amount (a total or a unit price), then the contract's
 * modifications and extensions; with the notice version they come from (its date).
 */
import { AWARD_LABELS, formatNumber, moneyText, type Project } from '@licita/domain';
import { NoticeTableHead, spanishDate } from './NoticeParts';

type Results = NonNullable<Project['award_results']>;

const money = (n: number | null) => (n === null ? '' : moneyText(n));
const PRICE_KIND = { total: 'Importe total', unit: 'Precio unitario' } as const;

function AwardsTable({ awards }: { awards: Results['awards'] }) {
  return (
    <table aria-label="Adjudicaciones" className="w-full text-left text-sm">
      <NoticeTableHead
        columns={[
          { label: 'Lote' },
          { label: 'Fecha' },
          { label: 'Adjudicataria' },
          { label: 'Ofertas', right: true },
          { label: AWARD_LABELS.lowestOffer, right: true },
          { label: AWARD_LABELS.highestOffer, right: true },
          { label: AWARD_LABELS.amountWithoutVat, right: true },
        ]}
      />
      <tbody>
        {awards.map((a, i) => (
          <tr key={i} className="border-t border-slate-100 align-top">
            <td className="py-1 pr-3 text-slate-900">{a.lot ?? 'Toda la licitación'}</td>
            <td className="py-1 pr-3 text-slate-700">{spanishDate(a.date)}</td>
            <td className="py-1 pr-3 text-slate-900">
              {a.winner.name ?? 'Sin indicar'}
              {a.winner.id && <span className="block text-xs text-slate-500">{a.winner.id}</span>}
            </td>
            <td className="py-1 pr-3 text-right">{a.bidders === null ? '' : formatNumber(a.bidders, 0)}</td>
            <td className="py-1 pr-3 text-right">{money(a.lowest_offer)}</td>
            <td className="py-1 pr-3 text-right">{money(a.highest_offer)}</td>
            <td className="py-1 text-right text-slate-900">
              {money(a.amount_without_vat)}
              {a.price_kind && <span className="block text-xs text-slate-500">{PRICE_KIND[a.price_kind]}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Modifications({ modifications }: { modifications: Results['modifications'] }) {
  const months = (n: number | null) => (n === null ? null : `${formatNumber(n, 0)} meses`);
  return (
    <ul aria-label="Modificaciones del contrato" className="space-y-2 text-sm">
      {modifications.map((m, i) => (
        <li key={i} className="rounded-lg p-2 ring-1 ring-slate-200">
          <p className="font-medium text-slate-900">
            {[m.contract_id && `Contrato ${m.contract_id}`, months(m.added_months) && `${months(m.added_months)} más`]
              .filter(Boolean)
              .join(' · ') || 'Modificación'}
            {m.amount_without_vat !== null && ` · ${moneyText(m.amount_without_vat)} sin IVA`}
            {m.final_amount_without_vat !== null && ` (total ${moneyText(m.final_amount_without_vat)})`}
          </p>
          {m.note && <p className="text-slate-600">{m.note}</p>}
        </li>
      ))}
    </ul>
  );
}

export function NoticeAwards({ results }: { results: Project['award_results'] }) {
  if (!results || (results.awards.length === 0 && results.modifications.length === 0)) return null;
  const unit = results.awards.some((a) => a.price_kind === 'unit');
  return (
    <div>
      <h3 className="mb-1 text-sm font-semibold text-slate-700">Adjudicación</h3>
      <p className="mb-1 text-xs text-slate-500">
        Fuente: anuncio de la Plataforma{results.notice_updated ? ` del ${spanishDate(results.notice_updated)}` : ''}.
      </p>
      {results.awards.length > 0 && <AwardsTable awards={results.awards} />}
      {unit && (
        <p className="mt-1 text-xs text-slate-500">
          «Precio unitario»: el importe adjudicado es mucho menor que el presupuesto del lote (menos del 1 %), así que es un
          precio por unidad (tarea, hora), no el total del contrato; la Plataforma no lo indica de otro modo.
        </p>
      )}
      {results.modifications.length > 0 && (
        <div className="mt-3">
          <h4 className="mb-1 text-xs font-semibold text-slate-700">Modificaciones y prórrogas del contrato</h4>
          <Modifications modifications={results.modifications} />
        </div>
      )}
    </div>
  );
}
