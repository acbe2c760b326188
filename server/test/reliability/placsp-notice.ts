/**
 * Synthetic PLACSP notices for the bounds tests (placsp-bounds.test.ts): one ATOM entry in the public format with as
 * many lots as asked, generated in the test rather than committed (a 10,000-lot notice weighs about 800 KB).
 */
export interface NoticeOptions {
  fileNumber?: string;
  name?: string;
  lots?: number;
  /** The lots' budget without VAT (the same for every lot); by default 1,000 € × the lot's number. */
  lotBudget?: (i: number) => number;
  procedure?: string;
  contractType?: string;
  status?: string;
  link?: string;
  estimatedValue?: number;
  authority?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function noticeXml(o: NoticeOptions = {}): string {
  const lots = Array.from({ length: o.lots ?? 0 }, (_, k) => {
    const i = k + 1;
    const budget = o.lotBudget ? o.lotBudget(i) : i * 1000;
    return `<cac:ProcurementProjectLot><cbc:ID schemeName="ID_LOTE">${i}</cbc:ID><cac:ProcurementProject><cbc:Name>Lote ${i}: limpieza del edificio ${i}</cbc:Name><cac:BudgetAmount><cbc:TaxExclusiveAmount currencyID="EUR">${budget}</cbc:TaxExclusiveAmount></cac:BudgetAmount></cac:ProcurementProject></cac:ProcurementProjectLot>`;
  }).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<entry xmlns="http://www.w3.org/2005/Atom" xmlns:cac-place-ext="urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonAggregateComponents-2" xmlns:cbc-place-ext="urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonBasicComponents-2" xmlns:cac="urn:dgpe:names:draft:codice:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:dgpe:names:draft:codice:schema:xsd:CommonBasicComponents-2">
  <id>https://contrataciondelsectorpublico.gob.es/sindicacion/licitacionesPerfilContratante/${esc(o.fileNumber ?? 'LIM-B')}</id>
  <link href="${esc(o.link ?? 'https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&idEvl=LIM-B')}"/>
  <title>Servicio de limpieza</title>
  <updated>2026-11-20T09:58:41.207+01:00</updated>
  <cac-place-ext:ContractFolderStatus>
    <cbc:ContractFolderID>${esc(o.fileNumber ?? 'LIM-B')}</cbc:ContractFolderID>
    <cbc-place-ext:ContractFolderStatusCode>${esc(o.status ?? 'PUB')}</cbc-place-ext:ContractFolderStatusCode>
    <cac-place-ext:LocatedContractingParty><cac:Party><cac:PartyName><cbc:Name>${esc(o.authority ?? 'Ayuntamiento de Villanueva del Prado')}</cbc:Name></cac:PartyName></cac:Party></cac-place-ext:LocatedContractingParty>
    <cac:ProcurementProject>
      <cbc:Name>${esc(o.name ?? 'Servicio de limpieza de edificios municipales')}</cbc:Name>
      <cbc:TypeCode>${esc(o.contractType ?? '2')}</cbc:TypeCode>
      <cac:BudgetAmount>
        <cbc:EstimatedOverallContractAmount currencyID="EUR">${o.estimatedValue ?? 880000}</cbc:EstimatedOverallContractAmount>
        <cbc:TaxExclusiveAmount currencyID="EUR">400000</cbc:TaxExclusiveAmount>
      </cac:BudgetAmount>
      <cac:PlannedPeriod><cbc:DurationMeasure unitCode="MON">24</cbc:DurationMeasure></cac:PlannedPeriod>
    </cac:ProcurementProject>
${lots}
    <cac:TenderingTerms><cac:AwardingTerms><cac:AwardingCriteria><cbc:Description>Precio</cbc:Description><cbc:AwardingCriteriaTypeCode>OBJ</cbc:AwardingCriteriaTypeCode><cbc:WeightNumeric>60</cbc:WeightNumeric></cac:AwardingCriteria></cac:AwardingTerms></cac:TenderingTerms>
    <cac:TenderingProcess><cbc:ProcedureCode>${esc(o.procedure ?? '1')}</cbc:ProcedureCode></cac:TenderingProcess>
  </cac-place-ext:ContractFolderStatus>
</entry>
`;
}
