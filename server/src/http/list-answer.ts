/** The answer of a paged list operation: the page's rows as the body, the total found (and any sums) as headers. */
import type { FastifyReply } from 'fastify';

/**
 * The page's rows, with `X-Total-Count` (and `extra` headers, e.g. `X-Weekly-Hours`) set: the body stays the plain
 * array every caller read before paging.
 */
export function listAnswer<T>(reply: FastifyReply, page: { items: T[]; total: number }, extra: Record<string, number> = {}): T[] {
  reply.header('x-total-count', String(page.total));
  for (const [name, value] of Object.entries(extra)) reply.header(name, String(value));
  return page.items;
}
