/**
 * 'Adjudicación' in the update dialog: per lot, the awards the later notice adds (winner, bidders, amounts) or
 * changes, then the contract's new or changed modifications; applying the notice replaces the tender's.
 */
import type { PlacspRefreshPreview } from '@licita/domain';
import { Badge, ValueTable } from './ChangeParts';

type Change = PlacspRefreshPreview['awards'][number];

const title = (c: Change) =>
  c.kind === 'award'
    ? `Adjudicación · ${c.name ?? (c.lot === null ? 'toda la licitación' : `Lote ${c.lot}`)}`
    : `Modificación del contrato${c.name ? ` ${c.name}` : ''}`;

export function AwardChanges({
  awards,
}: {
  /** Las adjudicaciones y modificaciones que el anuncio añade, cambia o ya no trae. */
  awards: PlacspRefreshPreview['awards'];
}) {
  return (
    <section>
      <h3 className="mb-1 text-sm font-semibold text-slate-700">Adjudicación y modificaciones</h3>
      <ul aria-label="Adjudicaciones que cambian" className="space-y-2">
        {awards.map((c, i) => (
          <li key={`${c.kind}-${c.lot ?? c.name ?? ''}-${i}`} className="text-sm text-slate-800">
            <span className="font-medium">{title(c)}</span>
            <Badge change={c.change} />
            <ValueTable label={title(c)} values={c.values} />
          </li>
        ))}
      </ul>
    </section>
  );
}
