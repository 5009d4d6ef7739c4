// `npm run deploy:nginx -- --api https://api.example.com [--root /srv/kla-klouk/dist] [--listen 80] [--no-brotli]`
// Prints the nginx configuration for a deployment (deploy/nginx.ts; docs/security.md "Deployment headers").
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { nginxConfig } from '../deploy/nginx';
import { securityHeaders } from '../deploy/securityHeaders';

const { values } = parseArgs({
  options: {
    api: { type: 'string', default: process.env.VITE_API_BASE_URL },
    root: { type: 'string', default: resolve('dist') },
    listen: { type: 'string', default: '80' },
    'no-brotli': { type: 'boolean', default: false },
  },
});

if (!values.api) {
  process.stderr.write('deploy:nginx: give the API base URL the build uses (--api, or VITE_API_BASE_URL)\n');
  process.exit(2);
}
process.stdout.write(
  nginxConfig({
    headers: securityHeaders(values.api),
    root: values.root,
    listen: values.listen,
    brotli: !values['no-brotli'],
  }),
);
