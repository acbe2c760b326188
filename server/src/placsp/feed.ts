/**
 * Reads a file saved from the Plataforma de Contratación del Sector Público: an ATOM feed page (one or many
 * entries), a single entry, or a bare `ContractFolderStatus`. Anything else is refused with a Spanish message.
 */
import { NS } from './codes';
import { noticeOf, type PlacspNotice } from './notice';
import { NOT_A_NOTICE, PlacspFileError, childOf, childrenOf, readXml, textOf, type XmlElement } from './xml-tree';
import { formatNumber } from '@licita/domain';
import { importLimits } from './import-limits';

const folderOf = (entry: XmlElement): XmlElement | null => childOf(entry, NS.cacPlace, 'ContractFolderStatus');

/**
 * A notice of at most the contract's bound of lots (import-limits.ts) (a real one has a few dozen at most): a file holding one with more is
 * refused whole, before any of it is read into a notice, so neither the preview nor the import carries it.
 */
function boundedNotice(folder: XmlElement, entry: XmlElement | null, inFeed: boolean): PlacspNotice {
  const lots = childrenOf(folder, NS.cac, 'ProcurementProjectLot').length;
  const max = importLimits().notice_lots;
  if (lots > max) {
    const fileNumber = inFeed ? textOf(childOf(folder, NS.cbc, 'ContractFolderID')) : null;
    throw new PlacspFileError(
      `El anuncio${fileNumber ? ` del expediente «${fileNumber}»` : ''} tiene ${formatNumber(lots, 0)} lotes; se admiten como máximo ${formatNumber(max, 0)}.`,
    );
  }
  return noticeOf(folder, entry);
}

/** The notices of the file, in its order. Throws PlacspFileError for a file that holds none. */
export function readNotices(data: Uint8Array): PlacspNotice[] {
  const root = readXml(data);
  if (root.uri === NS.cacPlace && root.local === 'ContractFolderStatus') return [boundedNotice(root, null, false)];
  if (root.uri === NS.atom && root.local === 'entry') {
    const folder = folderOf(root);
    if (!folder) throw new PlacspFileError(NOT_A_NOTICE);
    return [boundedNotice(folder, root, false)];
  }
  if (root.uri === NS.atom && root.local === 'feed') {
    const entries = childrenOf(root, NS.atom, 'entry');
    const notices = entries.flatMap((e) => {
      const folder = folderOf(e);
      return folder ? [boundedNotice(folder, e, entries.length > 1)] : [];
    });
    if (notices.length === 0) {
      throw new PlacspFileError(
        entries.length === 0
          ? 'El feed no contiene ningún anuncio de licitación.'
          : 'El feed ATOM no es de la Plataforma de Contratación del Sector Público: sus entradas no contienen ninguna licitación (CODICE).',
      );
    }
    return notices;
  }
  throw new PlacspFileError(NOT_A_NOTICE);
}
