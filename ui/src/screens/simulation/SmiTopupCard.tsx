/**
 * "Complemento hasta el SMI": the categories whose table salary was raised to the minimum wage, by calendar year,
 * with where each year's SMI comes from (the same rows as the workbook's Categorías sheet and the justification).
 * Nothing when no salary was below it.
 */
import { SMI_TOPUP_HEADERS, smiTopupRows, type Results } from '@licita/domain';
import { ScrollRegion } from '../../components/ScrollRegion';
import { Card } from './Card';
import { euros } from './format';
import { NumberHeads, TextHeads } from './tableParts';

export function SmiTopupCard({ results }: { results: Results }) {
  const rows = smiTopupRows(results);
  if (!rows.length) return null;
  const [category, year, salary, smi, source, complement] = SMI_TOPUP_HEADERS;
  return (
    <Card title="Complemento hasta el SMI">
      <p className="text-sm text-slate-600">
        Nadie puede cobrar menos del salario mínimo interprofesional: el salario de tablas de estas categorías se eleva hasta él
        (a jornada parcial, en proporción). El complemento es salario: lleva seguridad social y absentismo.
      </p>
      <ScrollRegion label={SMI_TOPUP_HEADERS[5]}>
        <table aria-label="Complemento hasta el SMI" className="mt-3 w-full min-w-[40rem] text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <TextHeads labels={[category, year]} />
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                {salary}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-medium">
                {smi}
              </th>
              <TextHeads labels={[source]} />
              <NumberHeads labels={[complement]} />
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((r) => (
              <tr key={`${r.category}-${r.year}`}>
                <th scope="row" className="py-2 pr-4 text-left font-normal text-slate-800">
                  {r.category}
                </th>
                <td className="py-2 pr-4 tabular-nums">{r.year}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{euros(r.table_salary)}</td>
                <td className="py-2 pr-4 text-right tabular-nums">{euros(r.smi)}</td>
                <td className="py-2 pr-4 text-slate-600">{r.source}</td>
                <td className="py-2 text-right tabular-nums">{euros(r.complement)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}
