/** The market's port bound to the typed sdk (config host); the answer decoded with the domain's codec. */
import { inject, injectable } from 'inversify';
import type { LicitaClient } from '@licita/sdk';
import { MarketAwards } from '@licita/domain';
import { decoded, unwrap } from '../core/sdk';
import { CORE_PORTS } from '../core/ports';
import type { MarketFilter, MarketGateway } from './ports';

@injectable()
export class SdkMarketGateway implements MarketGateway {
  constructor(@inject(CORE_PORTS.LicitaClient) private readonly api: LicitaClient) {}

  awards(filter: MarketFilter): Promise<MarketAwards> {
    return decoded(MarketAwards, unwrap(this.api.config.GET('/market/awards', { params: { query: filter } })), '/market/awards');
  }
}
