import { DEMO, expect, resetSimulator, signIn, submitLogin, test } from './support';

test.describe('security headers and CSP (issue 8)', () => {
  test('index.html and assets carry the security headers; index.html is never cached', async ({ page }) => {
    const response = await page.goto('/login');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' http:\/\/localhost:\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    expect(headers['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
    expect(headers['cache-control']).toBe('no-store');

    const script = await page.locator('script[type="module"]').first().getAttribute('src');
    const asset = await page.request.get(script ?? '/');
    expect(asset.headers()['cache-control']).toContain('immutable');
  });

  test('the bundle and the translations travel precompressed; a missing asset is a 404, not the page', async ({
    page,
  }) => {
    const response = await page.goto('/login');
    expect(response?.ok()).toBe(true);
    const script = (await page.locator('script[type="module"]').first().getAttribute('src')) ?? '/';
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      for (const path of [script, '/locales/kh/translation.json']) {
        const asset = await page.request.get(path, { headers: { 'Accept-Encoding': accepted } });
        expect(asset.status(), path).toBe(200);
        expect(asset.headers()['content-encoding'], `${path} for ${accepted}`).toBe(encoding);
        expect(asset.headers()['vary']).toMatch(/Accept-Encoding/);
        expect(asset.headers()['x-content-type-options']).toBe('nosniff');
      }
    }
    const bundle = await page.request.get(script, { headers: { 'Accept-Encoding': 'br' } });
    expect(bundle.headers()['content-type']).toMatch(/javascript/);
    expect(bundle.headers()['cache-control']).toContain('immutable');
    expect(await bundle.text()).toMatch(/import/);

    const missing = await page.request.get('/assets/chunk-of-an-older-build.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-store');
  });

  test('the app runs without a single CSP violation, toasts included', async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    await resetSimulator(page);
    await submitLogin(page, { phoneNumber: DEMO.member.phoneNumber, password: 'wrong-password' });
    await expect(page.getByText('Login failed. Please check your credentials and try again.')).toBeVisible();
    await signIn(page, DEMO.member);
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
  });

  test('no access or refresh token ever appears in a URL', async ({ page }) => {
    const urls: string[] = [];
    const tokens = new Set<string>();
    page.on('request', (request) => urls.push(request.url()));
    page.on('response', async (response) => {
      if (!/\/api\/oauth\/(token|refresh)$/.test(response.url())) return;
      const body = (await response.json().catch(() => null)) as {
        data?: { accessToken?: string; refreshToken?: string };
      } | null;
      for (const token of [body?.data?.accessToken, body?.data?.refreshToken]) if (token) tokens.add(token);
    });
    await resetSimulator(page);
    await signIn(page, DEMO.member);
    // Force a refresh too, so the rotated tokens are covered.
    await page.request.post('/__sim/scenario', {
      data: { expireAccess: { loginId: DEMO.member.phoneNumber } },
    });
    const refreshed = page.waitForResponse(/\/api\/oauth\/refresh$/);
    await page.reload();
    await expect(page.getByRole('main', { name: 'Game table' })).toBeVisible();
    expect((await refreshed).ok()).toBe(true);
    expect(tokens.size).toBeGreaterThanOrEqual(2);
    for (const url of urls) for (const token of tokens) expect(url).not.toContain(token);
  });

  test('npm start serves no build stamp, and the simulator answers no other site', async ({ page }) => {
    // What the build was made from (a hash of the sources) is not served.
    const stamp = await page.request.get('/.build-stamp');
    expect(await stamp.text()).not.toMatch(/\b[0-9a-f]{64}\b/);

    const evil = 'http://evil.example';
    const before = (await (await page.request.get('/__sim/state')).json()) as {
      data: { clockOffsetMs: number };
    };
    const forged = await page.request.post('/__sim/clock', {
      headers: { Origin: evil, 'Content-Type': 'text/plain' },
      data: '{"advanceMs":3600000}',
    });
    expect(forged.status()).toBe(403);
    const read = await page.request.get('/__sim/state', { headers: { Origin: evil } });
    expect(read.status()).toBe(403);
    const preflight = await page.request.fetch('/api/oauth/token', {
      method: 'OPTIONS',
      headers: { Origin: evil, 'Access-Control-Request-Method': 'POST' },
    });
    for (const answer of [forged, read, preflight]) {
      expect(answer.headers()['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers()['access-control-allow-credentials']).toBeUndefined();
    }
    const state = await page.request.get('/__sim/state');
    expect(((await state.json()) as typeof before).data.clockOffsetMs).toBe(before.data.clockOffsetMs);
    const api = await page.request.post('/api/app/heartbeat', { data: { accountId: 1 } });
    for (const answer of [state, api]) expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  });
});
