/**
 * What the web app learns from its server at run time: where the API is and which key to send. One build serves
 * every environment; the server answers `/app-config.json` from its own settings (WEB_API_KEY, API_KEYS).
 */
export interface RuntimeConfig {
  /** Base of both API hosts, e.g. `https://licita.example.com/api`. */
  apiBaseUrl: string;
  apiKey: string;
}

export const RUNTIME_CONFIG_PATH = '/app-config.json';

export async function loadRuntimeConfig(fetchFn: typeof fetch = fetch, origin = window.location.origin): Promise<RuntimeConfig> {
  const response = await fetchFn(RUNTIME_CONFIG_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH}: ${response.status}`);
  const body: unknown = await response.json();
  const { apiBaseUrl, apiKey } = (body ?? {}) as Record<string, unknown>;
  if (typeof apiBaseUrl !== 'string' || typeof apiKey !== 'string' || !apiKey) {
    throw new Error(`${RUNTIME_CONFIG_PATH}: respuesta sin apiBaseUrl o apiKey`);
  }
  // A relative base ("/api") is the app's own origin.
  return { apiBaseUrl: new URL(apiBaseUrl, origin).href.replace(/\/+$/, ''), apiKey };
}
