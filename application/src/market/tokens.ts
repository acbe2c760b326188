import { MARKET_PORTS } from './ports';
import { useCaseTokens } from '../token';
import type * as market from './market';

/** Container tokens of the market slice ('El mercado' beside a simulation; spread into TOKENS). */
export const MARKET_TOKENS = {
  ...MARKET_PORTS,
  ...useCaseTokens<typeof market>()('SimulationMarket'),
} as const;
