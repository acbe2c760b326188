/**
 * Lower bounds on the new-hire minutes of a group (docs/engine-model.md, "Lower bounds").
 */

/**
 * Hours bound: demand per node (center and position) minus what surrogates may usefully cover, as a bipartite
 * max-flow source → surrogate (capacity) → node (demand) → sink. Ignores block sizes and daily limits.
 */
export function lowerBoundNewMinutes(
  demandByNode: Map<string, number>,
  surrogates: Array<{ cap: number; nodes: string[] }>,
): { newMinutes: number; perNode: Map<string, number>; usableSurrogate: number } {
  // bipartite max-flow: source → surrogate (cap) → node (demand) → sink
  const nodes = [...demandByNode.keys()];
  const S = surrogates.length;
  const N = nodes.length;
  const src = S + N;
  const snk = src + 1;
  const size = snk + 1;
  const cap: number[][] = Array.from({ length: size }, () => new Array(size).fill(0));
  const adj: number[][] = Array.from({ length: size }, () => []);
  const edge = (a: number, b: number, c: number) => {
    if (cap[a][b] === 0 && cap[b][a] === 0) {
      adj[a].push(b);
      adj[b].push(a);
    }
    cap[a][b] += c;
  };
  const nodeIdx = new Map(nodes.map((n, i) => [n, S + i]));
  surrogates.forEach((s, i) => {
    edge(src, i, s.cap);
    for (const n of s.nodes) if (nodeIdx.has(n)) edge(i, nodeIdx.get(n)!, Number.MAX_SAFE_INTEGER);
  });
  nodes.forEach((n, i) => edge(S + i, snk, demandByNode.get(n)!));
  let flow = 0;
  for (;;) {
    const prev = new Array(size).fill(-1);
    prev[src] = src;
    const q = [src];
    while (q.length && prev[snk] === -1) {
      const u = q.shift()!;
      for (const v of adj[u]) if (prev[v] === -1 && cap[u][v] > 0) {
        prev[v] = u;
        q.push(v);
      }
    }
    if (prev[snk] === -1) break;
    let f = Infinity;
    for (let v = snk; v !== src; v = prev[v]) f = Math.min(f, cap[prev[v]][v]);
    for (let v = snk; v !== src; v = prev[v]) {
      cap[prev[v]][v] -= f;
      cap[v][prev[v]] += f;
    }
    flow += f;
  }
  const perNode = new Map<string, number>();
  nodes.forEach((n, i) => perNode.set(n, cap[S + i][snk]));
  let total = 0;
  for (const v of perNode.values()) total += v;
  return { newMinutes: total, perNode, usableSurrogate: flow };
}
