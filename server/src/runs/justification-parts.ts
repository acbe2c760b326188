/**
 * The eight parts of the justification of an offer (docs/budget.md, "La justificación de la oferta"): cover, the
 * offer and how its price is made up, the grounds the preparer wrote, the agreements with their salary tables per
 * year, the staff, the materials and absenteeism, the abnormally-low check step by step, and the annual-hours
 * method with the valor estimado. Every figure comes from the stored solution and its snapshot (what the run used).
 */
import {
  formatDate,
  formatNumber,
  EXCLUDED_VERDICT,
  moneyText,
  percentText,
  roundCents,
  conventionalCard,
  type PremiseRead,
  type Results,
  JUSTIFICATION_GROUNDS,
  abnormalWorking,
  agreementRules,
  offerMakeUp,
  salaryTables,
  serviceYears,
  type AgreementT,
  WORKER_KIND_LABELS,
  peopleLabel,
  staffSections,
  headcountSentence,
  resultTotals,
  OFFER_PREMISE_MESSAGES,
  offerCoverage,
  type OfferShortfall,
  premiseGroups,
  costTypeLabel,
  TENDER_DATA_LABELS,
  type TenderData,
  PARAMETER_LABELS,
  PARAMETER_MESSAGES,
  NOTICE_LABELS,
  PREMISE_SEVERITY_LABELS,
  SMI_TOPUP_HEADERS,
  smiTopupRows,
  SMI_TOPUP_LINE,
} from '@licita/domain';
import type { Schemas } from '../contract';
import { facts, heading, note, paragraph, subheading, table, type Doc } from './justification-layout';
import { solutionEmployees, type StoredOutput } from './solution';
import { SOLUTION_LABELS } from './labels';
import { socialSecurityBreakdown, socialSecurityFact } from './justification-social-security';

export type Grounds = Schemas['JustificationGrounds'];

/** The lot of an imported notice the simulation was created from: its own budget, and the whole tender's figures. */
export interface LotFacts {
  id: string;
  name: string | null;
  budget_without_vat: number | null;
  /** The lot's own valor estimado, when the notice gives one. */
  estimated_value?: number | null;
  tender_budget_without_vat: number | null;
  tender_estimated_value: number | null;
}

/** The tender as the cover prints it: its name and the notice's data; `lot_facts` for a lot's simulation. */
export type TenderFacts = TenderData & { name: string; lot_facts?: LotFacts | null };

export interface JustificationInput {
  out: StoredOutput;
  /** the agreements as the run used them (the solution's snapshot) */
  agreements: AgreementT[];
  /** 'Simulación' or 'Estudio previo' */
  kindLabel: string;
  tender: TenderFacts | null;
  bidder: { company_name: string | null; tax_id: string | null } | null;
  grounds: Grounds | null;
  /** when the run was solved: printed beside each salary table */
  solvedAt?: Date | null;
  generatedAt: Date;
}

const num = (n: number) => formatNumber(n, 2);

/** The offer the justification defends: the offered price, or the total cost when none was typed. */
export function offerOf(out: StoredOutput): number {
  return out.results.bid?.offer_without_vat ?? out.parameters.offer_price ?? out.results.total_cost;
}

/** "Lote 1: limpieza de edificios municipales" (the notice's name when it already says "Lote …"). */
export function lotTitle(lot: Pick<LotFacts, 'id' | 'name'>): string {
  return lot.name && /^lote\b/i.test(lot.name) ? lot.name : `Lote ${lot.id}${lot.name ? `: ${lot.name}` : ''}`;
}

/** The offer's own premise (premises.md §1) from the offer the document defends; null when it pays its costs. */
export function offerShortfall(out: StoredOutput): OfferShortfall | null {
  return offerCoverage(out.results, offerOf(out));
}

/** A sentence's full stop, unless the message already ends with one. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The premises the run reports, errors first, and the offer's own when the results do not carry it (results of a
 * run before premises existed, or an offer changed since): what a committee checks first.
 */
export function documentPremises(out: StoredOutput): PremiseRead[] {
  const listed = (out.results.premises ?? []) as PremiseRead[];
  const shortfall = offerShortfall(out);
  const offerCodes = new Set<string>(Object.keys(OFFER_PREMISE_MESSAGES));
  const own = listed.filter((p) => !offerCodes.has(p.code));
  const offer = shortfall
    ? [{ code: shortfall.code, severity: shortfall.severity, message: shortfall.message, detail: '' } as PremiseRead]
    : [];
  return premiseGroups({ premises: [...own, ...offer] } as Results).flatMap((g) => g.premises);
}

/** 1. The cover: bidder, contracting authority, expediente and lot, tender, simulation, date; then the premises. */
export function coverPart(doc: Doc, input: JustificationInput): void {
  const t = input.tender;
  const b = input.bidder;
  const lot = t?.lot_facts ?? null;
  heading(doc, '1. Datos de la oferta');
  facts(doc, [
    [
      'Licitador',
      b?.company_name
        ? `${b.company_name}${b.tax_id ? ` (NIF ${b.tax_id})` : ''}`
        : 'sin indicar (Administración → Datos de la empresa)',
    ],
    [TENDER_DATA_LABELS.contracting_authority, t?.contracting_authority || 'sin indicar'],
    ['Expediente', t?.file_number || 'sin indicar'],
    ...(lot
      ? ([
          ['Lote', lotTitle(lot)],
          [
            `Presupuesto base del lote ${lot.id} (sin IVA)`,
            lot.budget_without_vat != null ? moneyText(lot.budget_without_vat) : 'sin indicar en el anuncio',
          ],
        ] as const)
      : t?.lot
        ? [['Lote', t.lot] as const]
        : []),
    ['Licitación', t?.name ?? '—'],
    [input.kindLabel, input.out.meta.simulation_name],
    [SOLUTION_LABELS.serviceStart, formatDate(input.out.meta.service_date_init) || '—'],
    ['Duración del contrato', `${input.out.parameters.months} meses`],
    ['Fecha del documento', formatDate(input.generatedAt)],
  ]);
  const premises = documentPremises(input.out);
  if (premises.length) {
    subheading(doc, 'Premisas del cálculo');
    for (const p of premises) {
      paragraph(doc, `${PREMISE_SEVERITY_LABELS[p.severity]}: ${sentence(p.message)}`);
      if (p.detail) note(doc, p.detail);
    }
  }
}

/** Where the preparer's reasons for an offer below its costs are, or that there are none. */
function groundsReference(input: JustificationInput): string {
  return writtenGrounds(input).length
    ? 'Los motivos del licitador para esta oferta figuran en el apartado 3 (Fundamentos de la oferta).'
    : 'El licitador no ha redactado motivos para esta oferta (apartado 3).';
}

function writtenGrounds(input: JustificationInput) {
  return JUSTIFICATION_GROUNDS.filter(({ key }) => (input.grounds?.[key] ?? '').trim() !== '');
}

/** 2. The offer, and how its price pays each cost line, per contract year. */
export function offerPart(doc: Doc, input: JustificationInput): void {
  const { out } = input;
  const r = out.results;
  const p = out.parameters;
  const offer = offerOf(out);
  const vat = r.budget?.vat_rate ?? p.vat ?? 21;
  heading(doc, '2. La oferta y cómo se compone su precio');
  const bid = r.bid;
  facts(doc, [
    [PARAMETER_LABELS.offer_price, moneyText(offer)],
    [`IVA (${num(vat)} %)`, moneyText((offer * vat) / 100)],
    ['Precio ofertado (con IVA)', moneyText(offer * (1 + vat / 100))],
    ...(bid
      ? ([
          [PARAMETER_LABELS.tender_budget, moneyText(bid.tender_budget)],
          ['Baja', percentText(bid.discount_percent)],
        ] as const)
      : []),
  ]);
  const shortfall = offerShortfall(out);
  if (shortfall) paragraph(doc, `${shortfall.message}. ${groundsReference(input)}`);
  if (bid && (bid.excluded ?? roundCents(offer) > roundCents(bid.tender_budget)))
    paragraph(
      doc,
      `${EXCLUDED_VERDICT}: una oferta por encima del presupuesto base de licitación queda excluida (art. 84 RGLCAP).`,
    );
  const years = r.budget?.years ?? [];
  if (!years.length) {
    note(doc, 'Solución calculada antes del presupuesto por años: modifica los parámetros para obtenerlo.');
    return;
  }
  const made = offerMakeUp(offer, years, p.benefit);
  const label = (i: number) => `Año ${i + 1}\n${formatDate(years[i]!.from)}–${formatDate(years[i]!.to)}`;
  const line = (name: string, pick: (y: (typeof made.years)[number]) => number) => [
    name,
    ...made.years.map((y) => moneyText(pick(y))),
    moneyText(pick(made.total)),
  ];
  const many = made.years.length > 1;
  table(
    doc,
    ['Concepto', ...(many ? made.years.map((_, i) => label(i)) : []), 'Total'],
    [
      line('Salarios', (y) => y.wages),
      line('Seguridad social', (y) => y.social_security),
      line('Absentismo', (y) => y.absenteeism),
      line('Materiales y otros costes', (y) => y.materials),
      line('Costes directos (C)', (y) => y.costs),
      line(`Gastos generales (${num(p.overheads ?? 0)} % sobre C)`, (y) => y.overheads),
      line('Beneficio industrial que resta', (y) => y.benefit),
      line(PARAMETER_LABELS.offer_price, (y) => y.offer),
    ].map((row) => (many ? row : [row[0]!, row[row.length - 1]!])),
    { widths: [3, ...(many ? made.years.map(() => 1.6) : []), 1.8], totalRow: true },
  );
  paragraph(doc, made.verdict);
  note(
    doc,
    'El precio de cada año se reparte en proporción a su coste. El beneficio que resta es el precio menos los costes directos y los gastos generales.',
  );
}

/** 3. The grounds the preparer wrote; a ground left empty is left out. */
export function groundsPart(doc: Doc, input: JustificationInput): void {
  const written = writtenGrounds(input);
  heading(doc, '3. Fundamentos de la oferta');
  if (!written.length) {
    const shortfall = offerShortfall(input.out);
    note(
      doc,
      shortfall
        ? `No se han redactado fundamentos (Justificación de la simulación). ${shortfall.message}: el desglose de costes de este documento lo muestra, no lo justifica.`
        : 'No se han redactado fundamentos (Justificación de la simulación). La oferta se justifica con el desglose de costes de este documento.',
    );
    return;
  }
  for (const { key, label } of written) {
    subheading(doc, label);
    paragraph(doc, input.grounds![key]!.trim());
  }
}

/** 4. The agreements: working time, vacation, seniority, holidays worked, and each used category's salary per year. */
export function agreementsPart(doc: Doc, input: JustificationInput): void {
  const { out } = input;
  heading(doc, '4. Convenios colectivos aplicados');
  const used = new Set([...Object.keys(out.results.categories), ...out.employees.map((e) => e.category)]);
  const years = serviceYears(out.meta.service_date_init, out.parameters.months);
  const agreements = input.agreements.filter((a) => a.categories.some((c) => used.has(c.professional_category)));
  if (!agreements.length) {
    note(doc, 'Sin convenios.');
    return;
  }
  for (const a of agreements) {
    subheading(doc, a.name);
    facts(doc, agreementRules(a));
    const tables = salaryTables(a, used, years.length ? years : [a.salary_year]);
    const yearsShown = tables[0]?.years ?? [];
    note(doc, salaryTableCaption(a.salary_year, input.solvedAt ?? null));
    table(
      doc,
      [
        'Categoría',
        ...yearsShown.map(
          (y, i) =>
            `${y.year}${y.increment ? `\n(+${num(y.increment)} %${i > 0 && yearsShown[i - 1]!.increment ? ' acumulado' : ''})` : ''}\nsalario anual`,
        ),
        ...yearsShown.map((y) => `${y.year}\nsalario hora`),
      ],
      tables.map((t) => [
        t.category,
        ...t.years.map((y) => moneyText(y.salary_year)),
        ...t.years.map((y) => moneyText(y.hourly_wage)),
      ]),
      { widths: [2.4, ...yearsShown.map(() => 1.2), ...yearsShown.map(() => 0.9)] },
    );
  }
  note(
    doc,
    `Tablas salariales del convenio con los incrementos de cada año del servicio (${years.length ? years.join(', ') : 'sin fechas'}). Salario hora = salario anual / jornada anual.`,
  );
  smiTopupTable(doc, out);
}

/** Beside the salary tables: the "Complemento hasta el SMI" of each category and year, when some salary was below it. */
function smiTopupTable(doc: Doc, out: StoredOutput): void {
  const rows = smiTopupRows(out.results);
  if (!rows.length) return;
  subheading(doc, SMI_TOPUP_LINE);
  table(
    doc,
    [...SMI_TOPUP_HEADERS],
    rows.map((t) => [t.category, String(t.year), moneyText(t.table_salary), moneyText(t.smi), t.source, moneyText(t.complement)]),
    { widths: [1.8, 0.6, 1.3, 1.1, 2.2, 1.3] },
  );
  note(
    doc,
    'Ningún salario se paga por debajo del salario mínimo interprofesional (SMI) de su año: donde el salario de tablas ' +
      '(a jornada parcial, la misma parte del SMI) no llega, se paga la diferencia, que cotiza a la seguridad social como ' +
      'salario. La antigüedad y los pluses se pagan aparte.',
  );
}

/** "Tabla salarial de 2025 del convenio; cálculo del 28/11/2026": the table's own year and the run's date, beside each table. */
export function salaryTableCaption(tableYear: number, solvedAt: Date | null): string {
  return `Tabla salarial de ${tableYear} del convenio, con los incrementos de cada año del servicio; cálculo del ${solvedAt ? formatDate(solvedAt) : 'día de la solución'}.`;
}

/** 5. The staff (surrogates with their seniority, new hires, substitutes) with a total row, and hours per center and position. */
export function staffPart(doc: Doc, input: JustificationInput): void {
  const { out } = input;
  heading(doc, '5. Plantilla y horas');
  // the headcount of the page's top card and of the workbook's first sheet
  const heads = resultTotals(out.results);
  staffTable(doc, staffRows(solutionEmployees(out)), heads);
  paragraph(doc, `Plantilla: ${peopleLabel(heads.employees)} (${headcountSentence(heads)}).`);
  socialSecurityBreakdown(doc, out);
  if (out.demand.length) serviceHoursTable(doc, out);
  else note(doc, 'Estudio previo: la plantilla es la subrogada, sin carga de trabajo por centro.');
}

type StaffRow = { cells: string[]; hours: number; salary: number; ss: number };

/** The page's Plantilla: one row a person, and the substitutions of each category as one row naming its centers. */
function staffRows(employees: ReturnType<typeof solutionEmployees>): StaffRow[] {
  // each row's lines looked up once (an XL tender has some 17,000 workers: a search per row was quadratic)
  const byRow = new Map<string, typeof employees>();
  const add = (key: string, e: (typeof employees)[number]) => byRow.get(key)?.push(e) ?? byRow.set(key, [e]);
  for (const e of employees) add(e.kind === 'substitute' ? `substitute:${e.category}` : `id:${e.id}`, e);
  return staffSections(employees).flatMap((section) =>
    section.rows.map((row) => {
      const lines = byRow.get(row.kind === 'substitute' ? `substitute:${row.category}` : `id:${row.id}`) ?? [];
      const salary = lines.reduce((a, e) => a + e.salary, 0);
      const ss = lines.reduce((a, e) => a + e.social_security, 0);
      const seniority = row.kind === 'surrogate' ? formatDate(lines[0]?.seniority_date ?? null) || '—' : '—';
      return {
        cells: [
          row.name,
          row.kind === 'substitute'
            ? `${WORKER_KIND_LABELS.substitute}: ${peopleLabel(row.people)}`
            : WORKER_KIND_LABELS[row.kind],
          row.category,
          row.centers.join(', ') || '—',
          seniority,
          num(row.weekly_hours),
          moneyText(salary),
          moneyText(ss),
          moneyText(salary + ss),
        ],
        hours: row.weekly_hours,
        salary,
        ss,
      };
    }),
  );
}

/** The staff rows and their total row (the headcount of `heads`). */
function staffTable(doc: Doc, rows: readonly StaffRow[], heads: ReturnType<typeof resultTotals>): void {
  const total = rows.reduce((a, r) => ({ hours: a.hours + r.hours, salary: a.salary + r.salary, ss: a.ss + r.ss }), {
    hours: 0,
    salary: 0,
    ss: 0,
  });
  table(
    doc,
    [
      'Empleado/a',
      'Tipo',
      'Categoría',
      'Centros',
      'Antigüedad',
      SOLUTION_LABELS.weeklyHours,
      'Salario',
      'Seguridad social',
      'Coste (salario + SS)',
    ],
    [
      ...rows.map((r) => r.cells),
      [
        `Total (${peopleLabel(heads.employees)})`,
        '',
        '',
        '',
        '',
        num(total.hours),
        moneyText(total.salary),
        moneyText(total.ss),
        moneyText(total.salary + total.ss),
      ],
    ],
    { widths: [1.7, 1.25, 1.2, 1.3, 1.05, 0.9, 1.4, 1.35, 1.45], numbersFrom: 5, totalRow: true },
  );
}

/** The hours of service per center and position, then the service hours against the paid ones. */
function serviceHoursTable(doc: Doc, out: StoredOutput): void {
  const serviceHours = out.demand.reduce((a, d) => a + d.total_hours, 0);
  const paidHours = out.employees.reduce((a, e) => a + e.hours, 0);
  subheading(doc, 'Horas de servicio por centro y puesto');
  table(
    doc,
    ['Centro', 'Puesto', 'Horas semanales', 'Horas de servicio en el contrato'],
    [
      ...out.demand.map((d) => [d.center, d.position, num(d.weekly_hours), num(d.total_hours)]),
      ['Total', '', num(out.demand.reduce((a, d) => a + d.weekly_hours, 0)), num(serviceHours)],
    ],
    { widths: [2.4, 2, 1.2, 1.6], numbersFrom: 2, totalRow: true },
  );
  facts(doc, [
    [SOLUTION_LABELS.serviceHours, `${num(serviceHours)} h (las que pide el pliego)`],
    ['Horas pagadas', `${num(paidHours)} h (las contratadas: incluyen vacaciones, festivos y descansos cubiertos)`],
  ]);
}

/** 6. Materials item by item, and absenteeism with its rate. */
export function materialsPart(doc: Doc, input: JustificationInput): void {
  const { out } = input;
  const r = out.results;
  const p = out.parameters;
  heading(doc, '6. Materiales, otros costes y absentismo');
  const byId = new Map(p.material_costs.map((m) => [m.id, m]));
  if (out.material_items.length)
    table(
      doc,
      ['Concepto', 'Tipo', 'Centro', 'Importe', 'Unidades', 'Meses', 'Coste en el contrato'],
      [
        ...out.material_items.map((m) => {
          const item = byId.get(m.id);
          const amount = item ? (item.cost_type === 'SALARY_PERCENT' ? `${num(item.amount)} %` : moneyText(item.amount)) : '—';
          return [
            m.name,
            costTypeLabel(m.cost_type),
            m.center_id ? (out.meta.centers[m.center_id] ?? '—') : PARAMETER_MESSAGES.allCenters,
            amount,
            item?.number_of_units != null ? num(item.number_of_units) : '—',
            item?.months_to_apply != null ? num(item.months_to_apply) : '—',
            moneyText(m.cost),
          ];
        }),
        ['Total', '', '', '', '', '', moneyText(r.material_costs)],
      ],
      { widths: [2.1, 1.5, 1.5, 1, 1.05, 0.8, 1.3], numbersFrom: 3, totalRow: true },
    );
  else note(doc, 'Sin materiales ni otros costes.');
  facts(doc, [
    [
      'Absentismo',
      `${num(p.absenteeism_rate)} % sobre salarios y seguridad social, sustituido al ${num(p.substitution_percentage)} %`,
    ],
    ['Coste del absentismo', moneyText(r.absenteeism_cost)],
    socialSecurityFact(out),
  ]);
}

/** 7. The abnormally-low check of RGLCAP art. 85, step by step. */
export function abnormalPart(doc: Doc, input: JustificationInput): void {
  const { out } = input;
  heading(doc, '7. Presunción de anormalidad (art. 149 LCSP y art. 85 RGLCAP)');
  const bid = out.results.bid;
  if (!bid) {
    note(doc, 'Sin presupuesto base de licitación: no se puede aplicar el art. 85.');
    return;
  }
  // the named competitors when given (they replace the plain other offers, as in the engine)
  const named = out.parameters.competitors ?? [];
  const competitors = named.length ? named : (out.parameters.other_offers ?? []).map((price) => ({ price }));
  const w = abnormalWorking(bid.tender_budget, bid.offer_without_vat, competitors);
  paragraph(doc, w.rule);
  if (w.admitted.length)
    table(
      doc,
      ['Oferta', 'Precio (sin IVA)', 'Baja', 'Anormal'],
      w.admitted.map((o) => [o.name, moneyText(o.price), percentText(o.discount), o.abnormal ? 'Sí' : 'No']),
      { widths: [3, 1.5, 1, 1] },
    );
  for (const s of w.steps) paragraph(doc, s);
  if (w.excluded.length) {
    subheading(doc, 'Ofertas excluidas');
    for (const e of w.excluded)
      paragraph(doc, `${e.name}: ${moneyText(e.price)}, excluida porque ${e.why}; no cuenta en la media.`);
  }
  const shortfall = offerShortfall(out);
  if (shortfall?.code === 'OFFER_BELOW_DIRECT_COST') paragraph(doc, `${shortfall.message}. ${groundsReference(input)}`);
}

/** 8. The annual-hours method beside the roster (when the run computed it), and the valor estimado. */
export function conventionalPart(doc: Doc, input: JustificationInput): void {
  const { out } = input;
  heading(doc, '8. Método de horas anuales y valor estimado');
  const card = conventionalCard(out.results);
  if (card) {
    paragraph(
      doc,
      'El órgano de contratación suele calcular el presupuesto con horas anuales: cada trabajador a jornada completa aporta unas horas efectivas al año, y la plantilla es la demanda dividida entre ellas. Este método se presenta junto al cuadrante de la oferta.',
    );
    table(
      doc,
      card.head,
      card.rows.map((r) => [r.category, ...r.cells]),
      { widths: [2.1, 1.1, 1.2, 0.8, 1.25, 0.9, 1.3, 1.1] },
    );
    facts(
      doc,
      card.totals.map((t) => [t.label, t.value] as const),
    );
    facts(doc, [[SOLUTION_LABELS.differenceToRoster, `${card.difference.value} (${card.difference.percent})`]]);
    paragraph(doc, card.difference.sentence);
    for (const c of coverSentences(out)) paragraph(doc, c);
  } else note(doc, 'Esta solución no incluye el cálculo por horas anuales: vuelve a lanzar la simulación para obtenerlo.');
  const t = input.tender;
  const lot = t?.lot_facts ?? null;
  facts(doc, [
    lot
      ? [`Valor estimado del lote ${lot.id}`, lotEstimatedValue(lot)]
      : [
          NOTICE_LABELS.estimatedValue,
          t?.estimated_value != null ? `${moneyText(t.estimated_value)} (sin IVA)` : 'sin indicar en la licitación',
        ],
    ['Prórrogas previstas', t?.extension_months != null ? `${t.extension_months} meses` : 'sin indicar en la licitación'],
  ]);
}

/**
 * A lot's valor estimado: the lot's own when the notice gives it; otherwise (most notices give it for the whole
 * tender only) the lot's share by its budget, said so, never the whole tender's figure as if it were the lot's.
 */
export function lotEstimatedValue(lot: LotFacts): string {
  if (lot.estimated_value != null) return `${moneyText(lot.estimated_value)} (sin IVA)`;
  const whole = lot.tender_estimated_value;
  const budget = lot.budget_without_vat;
  const tenderBudget = lot.tender_budget_without_vat;
  if (whole == null || budget == null || !tenderBudget) return 'sin indicar en el anuncio para el lote';
  return `${moneyText((whole * budget) / tenderBudget)} (sin IVA), en proporción a su presupuesto: el anuncio solo da el de toda la licitación, ${moneyText(whole)}`;
}

/**
 * Whether the tender budget pays the price each method computes (costs, overheads and benefit), then, when the
 * offer is below its own costs, the offer's premise: the document never says the budget falls short of a cost the
 * offer it defends is said to pay.
 */
export function coverSentences(out: StoredOutput): string[] {
  const card = conventionalCard(out.results);
  const bid = out.results.bid;
  if (!card?.covers || !bid) return [];
  const totals = { roster: out.results.total_cost, conventional: out.results.conventional?.total_cost ?? 0 };
  const names = { roster: 'el cuadrante', conventional: 'el método de horas anuales' };
  const sentences = card.covers.map(
    (c) =>
      `El presupuesto de licitación (${moneyText(bid.tender_budget)}) ${c.covered ? 'cubre' : 'es menor que'} el precio calculado con ${names[c.method]} (${moneyText(totals[c.method])}, con gastos generales y beneficio).`,
  );
  const shortfall = offerShortfall(out);
  if (shortfall) sentences.push(`Con la oferta de ${moneyText(offerOf(out))}: ${shortfall.message}.`);
  return sentences;
}
