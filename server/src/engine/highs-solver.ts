/**
 * Binds the domain's MILP solver port to HiGHS (the `highs` package: HiGHS compiled to WebAssembly).
 * The model is written in CPLEX LP format and solved with the one-shot API; the WASM module is loaded once.
 */
import loadHighs from 'highs';
import type { MilpModel, MilpResult, MilpSolverPort } from '@licita/domain';

type HighsModule = Awaited<ReturnType<typeof loadHighs>>;
let loading: Promise<HighsModule> | null = null;

function highs(): Promise<HighsModule> {
  loading ??= loadHighs();
  return loading;
}

function num(n: number): string {
  if (n === Number.POSITIVE_INFINITY) return '+inf';
  if (n === Number.NEGATIVE_INFINITY) return '-inf';
  // LP format: plain decimal, no exponent surprises
  return Number.isInteger(n) ? String(n) : n.toPrecision(15).replace(/\.?0+$/, '');
}

function terms(list: Array<[number, number]>): string {
  const parts: string[] = [];
  for (const [v, c] of list) {
    if (c === 0) continue;
    parts.push(`${c < 0 ? '-' : '+'} ${num(Math.abs(c))} v${v}`);
  }
  if (!parts.length) return '0 v0';
  let s = parts.join(' ');
  if (s.startsWith('+ ')) s = s.slice(2);
  // keep lines short: HiGHS' LP reader accepts long lines but wrap for safety
  const out: string[] = [];
  let line = '';
  for (const tok of s.split(' ')) {
    if (line.length > 200 && (tok === '+' || tok === '-')) {
      out.push(line);
      line = '';
    }
    line += (line ? ' ' : '') + tok;
  }
  out.push(line);
  return out.join('\n ');
}

/** CPLEX LP text of a port model (variables are named v0, v1, …). */
export function toLpFormat(model: MilpModel): string {
  const lines: string[] = ['Minimize', ` obj: ${terms(model.variables.map((v, i) => [i, v.cost]))}`, 'Subject To'];
  model.constraints.forEach((c, i) => {
    const body = terms(c.terms);
    if (c.lb === c.ub) lines.push(` c${i}: ${body} = ${num(c.ub)}`);
    else {
      if (c.lb !== Number.NEGATIVE_INFINITY) lines.push(` c${i}l: ${body} >= ${num(c.lb)}`);
      if (c.ub !== Number.POSITIVE_INFINITY) lines.push(` c${i}u: ${body} <= ${num(c.ub)}`);
    }
  });
  lines.push('Bounds');
  model.variables.forEach((v, i) => lines.push(` ${num(v.lb)} <= v${i} <= ${num(v.ub)}`));
  const ints = model.variables.map((v, i) => (v.integer ? `v${i}` : '')).filter(Boolean);
  if (ints.length) {
    lines.push('General');
    for (let i = 0; i < ints.length; i += 20) lines.push(` ${ints.slice(i, i + 20).join(' ')}`);
  }
  lines.push('End');
  return lines.join('\n');
}

export class HighsSolver implements MilpSolverPort {
  readonly name = 'HiGHS';

  async solve(model: MilpModel, options: { timeLimitSeconds: number; signal?: AbortSignal }): Promise<MilpResult> {
    if (options.signal?.aborted) return { status: 'error', objective: NaN, values: [], message: 'cancelado' };
    const h = await highs();
    const lp = toLpFormat(model);
    try {
      const r = h.solve(lp, {
        output_flag: false,
        time_limit: options.timeLimitSeconds,
        mip_rel_gap: 0,
        presolve: 'on',
      } as Parameters<HighsModule['solve']>[1]);
      const status = r.Status;
      const values = model.variables.map((_, i) => (r.Columns[`v${i}`] as { Primal?: number } | undefined)?.Primal ?? 0);
      if (status === 'Optimal') return { status: 'optimal', objective: r.ObjectiveValue, values };
      if (status === 'Time limit reached') {
        const feasible = Number.isFinite(r.ObjectiveValue) && r.Columns && Object.keys(r.Columns).length > 0;
        return feasible
          ? { status: 'feasible', objective: r.ObjectiveValue, values, message: status }
          : { status: 'timeout', objective: NaN, values: [], message: status };
      }
      if (status === 'Infeasible') return { status: 'infeasible', objective: NaN, values: [], message: status };
      return { status: 'error', objective: NaN, values: [], message: String(status) };
    } catch (e) {
      return { status: 'error', objective: NaN, values: [], message: e instanceof Error ? e.message : String(e) };
    }
  }
}
