/**
 * The blocks a benchmark writes into docs/performance.md with `--write`: between two markers of its own, replaced on
 * each run (added after the document's first paragraph when absent), so the figures in the docs are the last run's.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** The markers of `npm run bench:<name> -- --write`. */
export function benchMarks(name: string): { begin: string; end: string } {
  return {
    begin: `<!-- bench:${name}:begin (written by \`npm run bench:${name} -- --write\`; do not edit by hand) -->`,
    end: `<!-- bench:${name}:end -->`,
  };
}

/** `doc` with the block between the bench's markers replaced (the markers added after the first paragraph when absent). */
export function withBenchBlock(doc: string, block: string, name = 'engine'): string {
  const { begin, end } = benchMarks(name);
  const body = `${begin}\n${block}\n${end}`;
  const a = doc.indexOf(begin);
  const b = doc.indexOf(end);
  if (a >= 0 && b > a) return doc.slice(0, a) + body + doc.slice(b + end.length);
  const firstBreak = doc.indexOf('\n\n');
  return `${doc.slice(0, firstBreak + 2)}${body}\n\n${doc.slice(firstBreak + 2)}`;
}

/** Writes the block into the file at `path`. */
export function writeBenchBlock(path: string, block: string, name: string): void {
  writeFileSync(path, withBenchBlock(readFileSync(path, 'utf8'), block, name));
}
