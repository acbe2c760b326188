/**
 * The most lots of a notice the import simulates without the preparer picking them: the import dialog ticks every
 * lot of such a notice (and none of a larger one), and the server, asked without `lots`, answers 400 above it, so an
 * import never creates more simulations than the preparer chose.
 */
import { formatNumber } from './number-format';

export const UNCHOSEN_LOTS_MAX = 10;

/** The dialog's words above the lots of a notice with more lots than that. */
export const chooseLotsHint = (lots: number) =>
  `El anuncio tiene ${formatNumber(lots, 0)} lotes: marque los que quiere simular (una simulación por lote).`;
