/** Reading PLACSP notices (ATOM + CODICE): the fields a tender takes, and the files refused. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readNotices } from '../../src/placsp/feed';
import { PlacspFileError } from '../../src/placsp/xml-tree';
import { lotCriteria, priceWeight } from '../../src/placsp/notice';
import { MAX_XML_BYTES } from '../../src/placsp/xml-tree';

const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, '../fixtures/placsp', name)));
const refusal = (data: Uint8Array): string => {
  try {
    readNotices(data);
  } catch (e) {
    if (e instanceof PlacspFileError) return e.message;
    throw e;
  }
  throw new Error('not refused');
};

describe('a two-lot cleaning tender', () => {
  const [n] = readNotices(fixture('limpieza-dos-lotes.atom'));

  it('reads the tender', () => {
    expect(n.file_number).toBe('2026/LIM-014');
    expect(n.name).toBe('Servicio de limpieza de edificios municipales y colegios públicos de Villanueva del Prado');
    expect(n.authority).toEqual({
      name: 'Junta de Gobierno Local del Ayuntamiento de Villanueva del Prado',
      dir3: 'L01999901',
      nif: 'P9999901A',
    });
    expect(n.cpv_codes).toEqual(['90910000', '90911200', '90919200']);
    expect(n.place).toEqual({
      nuts_code: 'ES618',
      region: 'Sevilla (Andalucía)',
      municipality: 'Villanueva del Prado',
      address: 'Término municipal de Villanueva del Prado, 41999',
    });
    expect([n.budget_without_vat, n.budget_with_vat, n.estimated_value]).toEqual([400000, 484000, 880000]);
    expect(n.duration_months).toBe(24);
    expect(n.extension).toEqual({ description: 'Prórrogas anuales hasta un máximo de 24 meses', months: 24 });
    expect(n.submission_deadline).toEqual({ date: '2026-12-18', time: '14:00:00' });
    expect(n.url).toBe('https://contrataciondelestado.es/wps/poc?uri=deeplink:detalle_licitacion&idEvl=SINTETICO-LIM-014');
    expect(n.updated).toBe('2026-11-20');
    expect(n.status).toEqual({ code: 'PUB', label: 'En plazo' });
    expect(n.contract_type).toEqual({ code: '2', label: 'Servicios' });
    expect(n.procedure).toEqual({ code: '1', label: 'Abierto' });
    expect(n.notes).toEqual([]);
  });

  it('reads the lots and the criteria, the price recognised with its formula', () => {
    expect(n.lots.map((l) => [l.id, l.name, l.budget_without_vat, l.budget_with_vat])).toEqual([
      ['1', 'Lote 1: limpieza de edificios municipales', 240000, 290400],
      ['2', 'Lote 2: limpieza de colegios públicos de educación infantil y primaria', 160000, 193600],
    ]);
    expect(n.criteria).toEqual([
      { name: 'Precio', weight: 60, kind: 'formula', is_price: true, formula: 'P = 60 × (Oferta más baja / Oferta a valorar)' },
      { name: 'Bolsa de horas adicionales sin coste', weight: 15, kind: 'formula', is_price: false, formula: null },
      { name: 'Memoria técnica del servicio', weight: 25, kind: 'judgement', is_price: false, formula: null },
    ]);
    expect(priceWeight(lotCriteria(n, n.lots[1]))).toBe(60);
  });
});

describe('other notices', () => {
  it('a single entry without lots, its duration in years', () => {
    const [n] = readNotices(fixture('limpieza-un-lote-entrada.xml'));
    expect(n.file_number).toBe('21/2026-LV');
    expect(n.authority).toEqual({ name: 'Consejo de Gobierno de la Universidad de Montecalvo', dir3: 'U09999905', nif: null });
    expect(n.lots).toEqual([]);
    expect(n.duration_months).toBe(24);
    expect(n.extension).toEqual({ description: 'Posibilidad de prórroga por dos años más', months: null });
    expect(n.status).toEqual({ code: 'EV', label: 'Pendiente de adjudicación' });
    expect(n.place.region).toBe('Salamanca (Castilla y León)');
    expect(priceWeight(lotCriteria(n, null))).toBe(70);
    expect(n.criteria[0]).toMatchObject({ kind: 'judgement', is_price: false });
  });

  it('missing budgets and unknown codes leave the fields empty with notes', () => {
    const [n] = readNotices(fixture('sin-presupuestos.xml'));
    expect([n.budget_without_vat, n.budget_with_vat, n.estimated_value, n.duration_months]).toEqual([null, null, null, null]);
    expect(n.status).toEqual({ code: 'XYZ', label: null });
    expect(n.place).toMatchObject({ nuts_code: 'ES999', region: null });
    expect(n.authority).toEqual({ name: 'Alcaldía del Ayuntamiento de Puerto Claro', dir3: null, nif: 'P9999906C' });
    expect(n.notes).toEqual(
      expect.arrayContaining([
        'Estado: código «XYZ» desconocido.',
        'Lugar de ejecución: código NUTS «ES999» desconocido.',
        'Duración: unidad «WEE» desconocida.',
        'Presupuesto base de licitación sin impuestos: no consta en el anuncio.',
        'Valor estimado del contrato: no consta en el anuncio.',
        'Fin del plazo de presentación de ofertas: no consta en el anuncio.',
        'Lote 1: el presupuesto sin impuestos no consta en el anuncio.',
        'Criterios de adjudicación: no constan en el anuncio.',
      ]),
    );
  });

  it('a feed with several entries gives every notice in order', () => {
    const notices = readNotices(fixture('varias-entradas.atom'));
    expect(notices.map((n) => [n.file_number, n.budget_without_vat, n.place.region])).toEqual([
      ['CON-2026-0101', 48000, 'Madrid (Comunidad de Madrid)'],
      ['SERV/77/2026', 96500.5, 'León (Castilla y León)'],
      ['EXP-2026-5521', 312000, 'Valencia/València (Comunitat Valenciana)'],
    ]);
    expect(notices[1].procedure).toEqual({ code: '9', label: 'Abierto simplificado' });
  });
});

describe('files refused', () => {
  it('an entity expansion (billion laughs) and an external entity: no DOCTYPE accepted', () => {
    for (const f of ['billion-laughs.xml', 'entidad-externa.xml']) {
      expect(refusal(fixture(f))).toBe(
        'El archivo declara un tipo de documento (DOCTYPE) o entidades: por seguridad no se admite. Los anuncios de la Plataforma no los llevan.',
      );
    }
  });

  it('malformed XML, not XML, an unrelated ATOM feed, an empty file', () => {
    expect(refusal(fixture('mal-formado.xml'))).toMatch(
      /^El archivo no es un anuncio de la Plataforma de Contratación del Sector Público.*No es un XML bien formado/,
    );
    expect(refusal(fixture('no-es-xml.csv'))).toMatch(
      /^El archivo no es un anuncio de la Plataforma de Contratación del Sector Público/,
    );
    expect(refusal(fixture('feed-ajeno.atom'))).toBe(
      'El feed ATOM no es de la Plataforma de Contratación del Sector Público: sus entradas no contienen ninguna licitación (CODICE).',
    );
    expect(refusal(new Uint8Array())).toBe('El archivo está vacío.');
  });

  it('a 50 MB file is refused before it is parsed', () => {
    const big = new Uint8Array(50 * 1024 * 1024).fill(0x20);
    expect(big.byteLength).toBeGreaterThan(MAX_XML_BYTES);
    expect(refusal(big)).toBe(
      'El archivo ocupa más de 10 MB: un anuncio de la Plataforma es mucho menor. Guarde solo el anuncio de la licitación.',
    );
  });

  it('nesting deeper than the limit', () => {
    const deep = `<a>${'<b>'.repeat(100)}${'</b>'.repeat(100)}</a>`;
    expect(refusal(new TextEncoder().encode(deep))).toBe(
      'El archivo anida más de 64 niveles: no parece un anuncio de la Plataforma.',
    );
  });

  it('an undeclared entity reference is a parse error, never resolved', () => {
    const xml = '<entry xmlns="http://www.w3.org/2005/Atom"><title>&xxe;</title></entry>';
    expect(refusal(new TextEncoder().encode(xml))).toMatch(/No es un XML bien formado/);
  });
});
