import { ASSET_CACHE_CONTROL } from './cachePolicy';
import { nginxConfig } from './nginx';

// The real check is `npm run check:nginx` (a real nginx, in CI); these pin the shape it relies on.
const headers = {
  'Content-Security-Policy': "default-src 'self'; connect-src 'self' https://api.example.com",
  'X-Content-Type-Options': 'nosniff',
};

/** The body of each `location` block, by its name. */
function locations(config: string): Map<string, string> {
  return new Map(
    [...config.matchAll(/^ {2}location ([^{]+) \{\n([\s\S]*?)^ {2}\}/gm)].map(([, name, body]) => [
      name!.trim(),
      body!,
    ]),
  );
}

describe('nginxConfig', () => {
  const config = nginxConfig({ headers, root: '/srv/kla-klouk/dist' });

  it('repeats every security header in every location, since nginx does not inherit add_header into one that has its own', () => {
    const blocks = locations(config);
    expect([...blocks.keys()]).toEqual(['/assets/', '/locales/', '= /index.html', '/']);
    for (const [name, body] of blocks) {
      expect({
        name,
        csp: body.includes(
          `add_header Content-Security-Policy "${headers['Content-Security-Policy']}" always;`,
        ),
      }).toEqual({ name, csp: true });
      expect({ name, nosniff: body.includes('add_header X-Content-Type-Options "nosniff" always;') }).toEqual(
        { name, nosniff: true },
      );
    }
  });

  it('never caches the page, and caches the bundle for a year only when it was found', () => {
    const blocks = locations(config);
    expect(blocks.get('= /index.html')).toContain('add_header Cache-Control "no-store" always;');
    expect(blocks.get('/assets/')).toContain('add_header Cache-Control $kla_klouk_asset_cache always;');
    expect(blocks.get('/assets/')).toContain('try_files $uri =404;');
    expect(config).toContain(`200 "${ASSET_CACHE_CONTROL}";`);
    expect(config).toContain('default "no-store";');
  });

  it('serves the brotli copies only when asked to (ngx_brotli is a separate module)', () => {
    expect(config).toContain('brotli_static on;');
    expect(nginxConfig({ headers, root: '/dist', brotli: false })).not.toContain('brotli');
    expect(config).toContain('gzip_static on;');
  });

  it('refuses a value nginx would read as a variable or cannot quote', () => {
    expect(() => nginxConfig({ headers: { 'X-Test': 'a$b' }, root: '/dist' })).toThrow(/cannot write/);
    expect(() => nginxConfig({ headers, root: '/srv/"dist"' })).toThrow(/cannot write/);
  });
});
