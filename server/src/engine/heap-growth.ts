/**
 * How far the engine lets V8's old generation grow between full collections. A large run (an XL tender: 358
 * center groups, 65,000 blocks) keeps each group's roster state through a few young-generation collections, so
 * it is promoted and becomes old garbage when the next group starts; by default V8 lets the old generation grow to
 * about four times what survived the last full collection before collecting again, and an XL run peaked at
 * 390–414 MB for 60–100 MB of live data. Growing by at most twice that costs two or three more full collections
 * (10–20 ms each at this size) and keeps the peak near 300 MB (docs/performance.md). The flag is process-wide and
 * read at every full collection, so setting it when the engine loads is enough.
 */
import v8 from 'node:v8';

export function limitHeapGrowth(): void {
  v8.setFlagsFromString('--heap-growing-percent=100');
}
