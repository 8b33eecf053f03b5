// Fills the nginx templates of deploy/nginx/ with the listen address and the processes' addresses.
// For a server: node deploy/nginx.mjs --listen 80 --upstream 10.0.0.11:3000 --upstream 10.0.0.12:3000
//   [--access-log /var/log/nginx/growth-partners.log] > /etc/nginx/conf.d/growth-partners.conf
// deploy/cluster.mjs uses it for the nginx it starts on this machine.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const TEMPLATES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx');

function fill(template, values) {
  return fs.readFileSync(path.join(TEMPLATES, template), 'utf8').replace(/\{\{(\w+)\}\}/g, (field, name) => {
    if (!(name in values)) throw new Error(`${template}: no value for ${field}`);
    return values[name];
  });
}

/** The http-level configuration: the upstream of the processes ("host:port" each) and the server on `listen`. */
export function siteConfig({ listen, upstreams, accessLog = '/var/log/nginx/access.log' }) {
  if (upstreams.length === 0) throw new Error('At least one upstream process is needed');
  const servers = upstreams.map((address) => `    server ${address} max_fails=0;`).join('\n');
  return fill('growth-partners.conf.template', { LISTEN: String(listen), UPSTREAM_SERVERS: servers, ACCESS_LOG: accessLog });
}

/**
 * Writes a whole configuration for an nginx of its own into `dir` (pid, logs and temporary files in
 * there too) and answers the path of its nginx.conf. Run as root, its workers run as www-data.
 */
export function writeLocalConfig(dir, { listen, upstreams }) {
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  const asRoot = process.getuid?.() === 0;
  // The workers (www-data) create their temporary folders in here and write the access log.
  if (asRoot) for (const folder of [dir, path.join(dir, 'tmp')]) fs.chmodSync(folder, 0o755);
  fs.writeFileSync(path.join(dir, 'growth-partners.conf'), siteConfig({ listen, upstreams, accessLog: path.join(dir, 'access.log') }));
  const main = path.join(dir, 'nginx.conf');
  fs.writeFileSync(main, fill('nginx.conf.template', { RUNTIME_DIR: dir, USER: asRoot ? 'user www-data;' : '' }));
  return main;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { listen: { type: 'string', default: '80' }, upstream: { type: 'string', multiple: true, default: [] }, 'access-log': { type: 'string' } } });
  process.stdout.write(siteConfig({ listen: values.listen, upstreams: values.upstream, accessLog: values['access-log'] }));
}
