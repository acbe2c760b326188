/** The market's fake: recorded answers by NUTS prefix (market-answers.json), the empty set for any other. */
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { MarketAwards, formatErrors } from '@licita/domain';
import type { InMemoryBackend } from '../core/memory';
import recording from './market-answers.json';

const answers = t.record(t.string, MarketAwards).decode(recording);
if (isLeft(answers)) throw new Error(`market-answers.json: ${formatErrors(answers.left).join('; ')}`);
export const marketFakes = (b: InMemoryBackend) => ({
  awards: ({ nuts = '' }) => b.answerFor(b.calls, `market.awards ${nuts}`, () => answers.right[nuts] ?? answers.right['']!),
});
