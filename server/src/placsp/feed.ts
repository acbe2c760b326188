/**
 * Reads a file saved from the Plataforma de Contratación del Sector Público: an ATOM feed page (one or many
 * entries), a single entry, or a bare `ContractFolderStatus`. Anything else is refused with a Spanish message.
 */
import { NS } from './codes';
import { noticeOf, type PlacspNotice } from './notice';
import { NOT_A_NOTICE, PlacspFileError, childOf, childrenOf, readXml, type XmlElement } from './xml-tree';

const folderOf = (entry: XmlElement): XmlElement | null => childOf(entry, NS.cacPlace, 'ContractFolderStatus');

/** The notices of the file, in its order. Throws PlacspFileError for a file that holds none. */
export function readNotices(data: Uint8Array): PlacspNotice[] {
  const root = readXml(data);
  if (root.uri === NS.cacPlace && root.local === 'ContractFolderStatus') return [noticeOf(root, null)];
  if (root.uri === NS.atom && root.local === 'entry') {
    const folder = folderOf(root);
    if (!folder) throw new PlacspFileError(NOT_A_NOTICE);
    return [noticeOf(folder, root)];
  }
  if (root.uri === NS.atom && root.local === 'feed') {
    const entries = childrenOf(root, NS.atom, 'entry');
    const notices = entries.flatMap((e) => {
      const folder = folderOf(e);
      return folder ? [noticeOf(folder, e)] : [];
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
