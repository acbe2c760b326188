/** Bindings of the market slice (called from areas.ts; the fake is in memory.ts). */
import type { Container } from 'inversify';
import { MARKET_TOKENS } from './tokens';
import { SdkMarketGateway } from './sdk';
import { SimulationMarket } from './market';

export function bindMarketUseCases(c: Container): void {
  c.bind(MARKET_TOKENS.SimulationMarket).to(SimulationMarket).inSingletonScope();
}

export function bindMarketSdk(c: Container): void {
  c.bind(MARKET_TOKENS.MarketGateway).to(SdkMarketGateway).inSingletonScope();
}
