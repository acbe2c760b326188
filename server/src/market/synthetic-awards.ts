/**
 * Synthetic award entries in the Plataforma's CODICE shape (the notice import's fixtures, with `cac:TenderResult`),
 * ATOM pages of them and ZIP archives of pages: the awards' worked examples and `npm run bench:market` are built
 * from these. Every entry's link says SINTETICO.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface SyntheticResult {
  /** The lot's ID; null for a tender without lots. */
  lot: string | null;
  budget: number | null;
  cpv: string;
  /** ResultCode: '8' adjudicado, '9' formalizado, '3' desierto… */
  code?: string;
  date?: string;
  bidders?: number | null;
  lower?: number | null;
  higher?: number | null;
  winner?: string | null;
  awarded?: number | null;
}

export interface SyntheticEntry {
  id: string;
  updated: string;
  nuts: string;
  authority: string;
  results: SyntheticResult[];
}

const NAMESPACES =
  'xmlns="http://www.w3.org/2005/Atom" xmlns:cac-place-ext="urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonAggregateComponents-2" xmlns:cbc-place-ext="urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonBasicComponents-2" xmlns:cac="urn:dgpe:names:draft:codice:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:dgpe:names:draft:codice:schema:xsd:CommonBasicComponents-2"';

const optional = (tag: string, value: number | string | null | undefined, currency = false) =>
  value === null || value === undefined ? '' : `<cbc:${tag}${currency ? ' currencyID="EUR"' : ''}>${value}</cbc:${tag}>`;

const budgetXml = (budget: number | null) =>
  budget === null
    ? ''
    : `<cac:BudgetAmount><cbc:TaxExclusiveAmount currencyID="EUR">${budget.toFixed(2)}</cbc:TaxExclusiveAmount></cac:BudgetAmount>`;

const cpvXml = (cpv: string) =>
  `<cac:RequiredCommodityClassification><cbc:ItemClassificationCode listURI="https://contrataciondelestado.es/codice/cl/1.04/CPV2008-1.04.gc">${cpv}</cbc:ItemClassificationCode></cac:RequiredCommodityClassification>`;

function lotXml(r: SyntheticResult): string {
  return `<cac:ProcurementProjectLot><cbc:ID schemeName="ID_LOTE">${r.lot}</cbc:ID><cac:ProcurementProject><cbc:Name>Lote ${r.lot}</cbc:Name>${budgetXml(r.budget)}${cpvXml(r.cpv)}</cac:ProcurementProject></cac:ProcurementProjectLot>`;
}

function resultXml(r: SyntheticResult): string {
  const winner = r.winner
    ? `<cac:WinningParty><cac:PartyName><cbc:Name>${r.winner}</cbc:Name></cac:PartyName></cac:WinningParty>`
    : '';
  const total =
    r.awarded == null
      ? ''
      : `<cac:LegalMonetaryTotal>${optional('TaxExclusiveAmount', r.awarded.toFixed(2), true)}</cac:LegalMonetaryTotal>`;
  return `<cac:TenderResult><cbc:ResultCode listURI="https://contrataciondelestado.es/codice/cl/2.02/TenderResultCode-2.02.gc">${r.code ?? '8'}</cbc:ResultCode>${optional('AwardDate', r.date ?? '2026-03-02')}${optional('ReceivedTenderQuantity', r.bidders)}${optional('LowerTenderAmount', r.lower, true)}${optional('HigherTenderAmount', r.higher, true)}${winner}<cac:AwardedTenderedProject>${r.lot === null ? '' : `<cbc:ProcurementProjectLotID>${r.lot}</cbc:ProcurementProjectLotID>`}${total}</cac:AwardedTenderedProject></cac:TenderResult>`;
}

/** One entry (no XML declaration, no namespaces: it goes inside a page). */
export function entryXml(e: SyntheticEntry): string {
  const whole = e.results.find((r) => r.lot === null);
  const lots = e.results.filter((r) => r.lot !== null);
  return `<entry><id>https://contrataciondelsectorpublico.gob.es/sindicacion/licitacionesPerfilContratante/${e.id}</id><link href="https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&amp;idEvl=SINTETICO-${e.id}"/><title>Limpieza ${e.id}</title><updated>${e.updated}</updated><cac-place-ext:ContractFolderStatus><cbc:ContractFolderID>${e.id}</cbc:ContractFolderID><cbc-place-ext:ContractFolderStatusCode>ADJ</cbc-place-ext:ContractFolderStatusCode><cac-place-ext:LocatedContractingParty><cac:Party><cac:PartyName><cbc:Name>${e.authority}</cbc:Name></cac:PartyName></cac:Party></cac-place-ext:LocatedContractingParty><cac:ProcurementProject><cbc:Name>Limpieza ${e.id}</cbc:Name><cbc:TypeCode>2</cbc:TypeCode>${budgetXml(whole?.budget ?? null)}${cpvXml(whole?.cpv ?? lots[0]?.cpv ?? '90910000')}<cac:RealizedLocation><cbc:CountrySubentityCode>${e.nuts}</cbc:CountrySubentityCode></cac:RealizedLocation></cac:ProcurementProject>${lots.map(lotXml).join('')}${e.results.map(resultXml).join('')}</cac-place-ext:ContractFolderStatus></entry>`;
}

/** An ATOM feed page holding the entries. */
export const atomPage = (entries: readonly SyntheticEntry[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<feed ${NAMESPACES}><title>Adjudicaciones (SINTETICO)</title>${entries.map(entryXml).join('\n')}</feed>\n`;

/** A small deterministic generator (mulberry32): the same seed, the same feed. */
export function seededRandom(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CPVS = ['90910000', '90911200', '90919200', '90911000', '45000000', '79710000', '55520000', '90600000'];

/**
 * The benchmark's entry number `n`: 1 to 3 awarded lots in one of `provinces`, 80 % cleaning CPVs, 10 % without
 * the bids' count, 3 % at a unit price, discounts up to 40 %, 2,000 possible winners.
 */
export function syntheticEntry(n: number, r: () => number, provinces: readonly string[]): SyntheticEntry {
  const lots = 1 + Math.floor(r() * 3);
  const results: SyntheticResult[] = Array.from({ length: lots }, (_, i) => {
    const budget = Math.round(20_000 + r() * 2_000_000);
    const unit = r() < 0.03;
    const bidders = r() < 0.1 ? null : 1 + Math.floor(r() * r() * 10);
    const awarded = unit ? 10 + r() * 20 : budget * (1 - (r() * 40) / 100);
    return {
      lot: lots === 1 ? null : String(i + 1),
      budget,
      cpv: r() < 0.8 ? CPVS[Math.floor(r() * 4)]! : CPVS[4 + Math.floor(r() * 4)]!,
      date: `202${4 + Math.floor(r() * 3)}-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}`,
      bidders,
      lower: awarded,
      higher: awarded * 1.2,
      winner: `Empresa ${Math.floor(r() * 2000)} SL`,
      awarded,
    };
  });
  return {
    id: `B${n}`,
    updated: '2026-10-01T08:00:00Z',
    nuts: provinces[Math.floor(r() * provinces.length)]!,
    authority: `Ayuntamiento ${Math.floor(r() * 5000)}`,
    results,
  };
}

/** A ZIP archive's pieces written one page at a time (deflated), then its central directory. */
export class ZipWriter {
  private offset = 0;
  private readonly directory: Buffer[] = [];

  constructor(private readonly write: (bytes: Buffer) => void) {}

  add(name: string, text: string): void {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    // a local header or its central directory entry: the fields both hold start at `at` (version needed to extract)
    const header = (signature: number, size: number, at: number) => {
      const b = Buffer.alloc(size);
      b.writeUInt32LE(signature, 0);
      b.writeUInt16LE(20, at);
      b.writeUInt16LE(8, at + 4);
      b.writeUInt32LE(crc, at + 10);
      b.writeUInt32LE(packed.length, at + 14);
      b.writeUInt32LE(data.length, at + 18);
      b.writeUInt16LE(nameBytes.length, at + 22);
      return b;
    };
    const local = header(0x04034b50, 30, 4);
    const central = header(0x02014b50, 46, 6);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt32LE(this.offset, 42);
    this.directory.push(central, nameBytes);
    for (const piece of [local, nameBytes, packed]) this.emit(piece);
  }

  end(): void {
    const start = this.offset;
    for (const piece of this.directory) this.emit(piece);
    const eocd = Buffer.alloc(22);
    eocd.writeUInt32LE(0x06054b50, 0);
    eocd.writeUInt16LE(this.directory.length / 2, 8);
    eocd.writeUInt16LE(this.directory.length / 2, 10);
    eocd.writeUInt32LE(this.offset - start, 12);
    eocd.writeUInt32LE(start, 16);
    this.write(eocd);
  }

  private emit(bytes: Buffer): void {
    this.write(bytes);
    this.offset += bytes.length;
  }
}
