/** The market's fake: recorded answers by NUTS prefix (market-answers.json), the empty set for any other. */
import * as t from 'io-ts';
import { MarketAwards } from '@licita/domain';
import { recorded, type InMemoryBackend } from '../core/memory';
import recording from './market-answers.json';

const answers = recorded(t.record(t.string, MarketAwards), recording, 'market-answers.json');
export const marketFakes = (b: InMemoryBackend) => ({
  awards: ({ nuts = '' }) => b.answerFor(b.calls, `market.awards ${nuts}`, () => answers[nuts] ?? answers['']!),
});
