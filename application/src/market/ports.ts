/** The market's port: the figures of the Plataforma's awards for a filter (GET /market/awards). */
import type { MarketAwards } from '@licita/domain';
import { token } from '../token';

export interface MarketFilter {
  cpv?: string;
  nuts?: string;
  authority?: string;
  from?: string;
  to?: string;
  /** Our offer's discount (%): the answer's share of lots won at a smaller one. */
  discount?: number;
}

export interface MarketGateway {
  awards(filter: MarketFilter): Promise<MarketAwards>;
}

export const MARKET_PORTS = {
  MarketGateway: token<MarketGateway>('MarketGateway'),
} as const;
