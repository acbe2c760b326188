/** The parts every list of the update dialog shares: a table of values now and in the notice, and the change's badge. */
import type { PlacspValueChange } from '@licita/domain';
import { NoticeTableHead } from './NoticeParts';

const empty = <span className="text-slate-500">Sin indicar</span>;

/** A change's values: the value now and the one in the notice. */
export function ValueTable({ label, values }: { label: string; values: readonly PlacspValueChange[] }) {
  return (
    <table aria-label={label} className="w-full text-left text-sm">
      <NoticeTableHead columns={[{ label: 'Dato' }, { label: 'Ahora' }, { label: 'En el anuncio' }]} />
      <tbody>
        {values.map((v) => (
          <tr key={v.field} className="border-t border-slate-100 align-top">
            <td className="py-1 pr-3 text-slate-700">{v.label}</td>
            <td className="py-1 pr-3 break-words text-slate-600">{v.current ?? empty}</td>
            <td className="py-1 font-medium break-words text-slate-900">{v.incoming ?? empty}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const CHANGE_LABEL = { added: 'Nuevo', removed: 'Ya no está', changed: 'Cambia' } as const;
const CHANGE_STYLE = {
  added: 'bg-emerald-50 text-emerald-800',
  removed: 'bg-red-50 text-red-800',
  changed: 'bg-amber-50 text-amber-900',
} as const;
/** 'Nuevo', 'Ya no está' or 'Cambia'. */
export const Badge = ({ change }: { change: keyof typeof CHANGE_LABEL }) => (
  <span className={`ml-2 rounded px-1.5 py-0.5 text-xs ${CHANGE_STYLE[change]}`}>{CHANGE_LABEL[change]}</span>
);
