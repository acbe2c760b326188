/**
 * The benchmarks' probe of the event loop: autocannon asks `/healthz` at a fixed rate while `work` runs (at least
 * `minSeconds`); its latency, the work's answer and its wall time.
 */
import { autocannon, type CannonResult } from './autocannon.js';

export async function healthzDuring<T>(
  url: string,
  work: () => Promise<T>,
  o: { rate: number; connections: number; minSeconds?: number },
): Promise<{ out: T; seconds: number; cannon: CannonResult }> {
  let stop = () => {};
  const result = new Promise<CannonResult>((resolve, reject) => {
    const instance = autocannon(
      { url: `${url}/healthz`, connections: o.connections, overallRate: o.rate, duration: 900 },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
    stop = () => instance.stop();
  });
  const t0 = performance.now();
  const [out] = await Promise.all([work(), new Promise((r) => setTimeout(r, (o.minSeconds ?? 3) * 1000))]);
  const seconds = (performance.now() - t0) / 1000;
  stop();
  return { out, seconds, cannon: await result };
}
