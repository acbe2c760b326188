/** The browser is told what it may run: the real server's headers, and the policy enforced in Chromium. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../support/accounts';
import { apiAs } from '../support/api';
import { baseUrl, launchBrowser, login, newPage, takeCspViolations } from '../support/browser';

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

describe('security headers', () => {
  it('pages and authenticated API answers carry their headers (signed downloads: server/test/security-headers.test.ts)', async () => {
    for (const path of ['/login', '/projects/x']) {
      const page = await fetch(`${baseUrl()}${path}`);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(page.headers.get('strict-transport-security')).toBeNull(); // plain HTTP here
    }
    const { api, workspaceId } = await apiAs(ADMIN);
    const { response } = await api.config.GET('/project', { params: { query: { workspace_id: workspaceId } } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('Chromium refuses an injected inline script, and the watcher reports it', async () => {
    const page = await newPage(browser);
    await login(page, ADMIN);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((r) => setTimeout(r, 200));
      return (window as unknown as { __injected?: boolean }).__injected ?? false;
    });
    expect(ran).toBe(false);
    const seen = takeCspViolations();
    expect(seen.some((v) => v.includes('script-src'))).toBe(true);
    await page.context().close();
  });
});
