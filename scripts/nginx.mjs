// The load balancer of `npm run start:cluster` (scripts/cluster.mjs), the cluster's e2e project and the
// bench: nginx from Debian's packages, installed when missing (as .ci/run installs Chromium), run as a
// plain process with its own prefix and configuration under a temporary folder: never the system's
// service, its configuration or its logs (docs/adr/0046-cluster-behind-nginx.md).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian puts nginx; else the first `nginx` on the PATH; null when there is none. */
export function findNginx() {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  const path = which.stdout?.trim();
  return which.status === 0 && path ? path : null;
}

/**
 * nginx, installed from Debian's packages when missing (root, or sudo without a password). The package
 * would start the system's nginx on port 80: a policy-rc.d that refuses service starts is put in place
 * for the install when the machine has none, and removed after. Throws with what to do when it cannot.
 */
export function ensureNginx(log = (line) => console.log(line)) {
  const found = findNginx();
  if (found) return found;
  const root = process.getuid?.() === 0;
  const sudo = root ? [] : ['sudo', '-n'];
  const asRoot = (args, opts = {}) => {
    const [cmd, ...rest] = [...sudo, ...args];
    return spawnSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'], ...opts });
  };
  if (!existsSync('/usr/bin/apt-get')) {
    throw new Error('nginx is not installed and this machine has no apt-get: install nginx, then start again');
  }
  log("Installing Debian's nginx (apt-get install -y nginx; the system service is not started)…");
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) {
    asRoot(['sh', '-c', `printf '#!/bin/sh\\nexit 101\\n' > ${policy} && chmod 755 ${policy}`]);
  }
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = asRoot(['apt-get', 'update', '-qq'], { env });
    const install = update.status === 0 ? asRoot(['apt-get', 'install', '-y', '-qq', 'nginx'], { env }) : update;
    if (install.status !== 0) {
      throw new Error(
        root
          ? 'apt-get install nginx failed (see above)'
          : 'nginx is not installed and cannot be installed without root: run `sudo apt-get install -y nginx`, then start again',
      );
    }
  } finally {
    if (ownPolicy) asRoot(['rm', '-f', policy]);
  }
  const installed = findNginx();
  if (!installed) throw new Error('apt-get installed nginx, but no nginx binary was found');
  return installed;
}

/**
 * nginx's configuration for the shop's instances (`upstreams`: 'host:port').
 * - round-robin, no stickiness: every instance answers every shopper (sessions live in the database);
 * - passive health checks: an instance that refuses a connection or times out is left alone for 5 s,
 *   and the request goes to the next one (any method when nothing was sent; GET also after an error);
 * - the client's address appended to X-Forwarded-For (the instances trust one hop more than the
 *   proxies in front of the balancer, and only from the balancer's address);
 * - /commerce/resources/: server-sent events unbuffered (the shop says `X-Accel-Buffering: no`) and
 *   WebSocket upgrades passed on, both kept open for an hour;
 * - gzip for text answers (not event streams);
 * - /_astro/ and /elements/ kept by the balancer as their Cache-Control says (a year for hashed files,
 *   5 minutes for element entries), their headers passed on as the shop wrote them; during a rolling
 *   restart a file of the new build that an old instance does not have (404) is asked of the next one.
 */
export function nginxConfig({ prefix, listen, upstreams, workers = 'auto', drainSeconds = 10 }) {
  const servers = upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n');
  return `# Written by scripts/nginx.mjs for the shop's cluster: see docs/adr/0046-cluster-behind-nginx.md.
daemon off;
master_process on;
worker_processes ${workers};
worker_shutdown_timeout ${drainSeconds + 5}s;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;

events {
  worker_connections 4096;
}

http {
  access_log off;
  server_tokens off;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  # The shop sets its own, smaller limits per route (a complaint with six photos is about 40 MB).
  client_max_body_size 64m;
  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=mercato_static:10m max_size=256m inactive=1d use_temp_path=off;

  upstream mercato {
${servers}
  }

  # WebSocket upgrades keep their connection (Upgrade is passed on, below; the shop upgrades only under
  # /commerce/resources/, whose location keeps a connection open for an hour); every other request closes its own to the instance, so
  # an instance that stops refuses the next connection and nginx retries it elsewhere.
  map $http_upgrade $mercato_connection {
    default upgrade;
    '' close;
  }
  # X-Forwarded-Proto as X-Forwarded-For: what a proxy in front said, then this balancer's scheme.
  map $http_x_forwarded_proto $mercato_forwarded_proto {
    '' $scheme;
    default "$http_x_forwarded_proto, $scheme";
  }

  gzip on;
  gzip_comp_level 5;
  gzip_min_length 1024;
  gzip_proxied any;
  gzip_vary on;
  gzip_types text/css text/plain text/javascript application/javascript application/json
             application/problem+json application/xml image/svg+xml application/manifest+json;

  proxy_http_version 1.1;
  proxy_set_header Host $http_host;
  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
  proxy_set_header X-Forwarded-Proto $mercato_forwarded_proto;
  proxy_set_header Connection $mercato_connection;
  proxy_set_header Upgrade $http_upgrade;
  proxy_connect_timeout 2s;
  proxy_next_upstream error timeout http_502 http_503;
  proxy_next_upstream_tries ${Math.max(2, upstreams.length)};
  proxy_read_timeout 60s;

  server {
    listen ${listen};

    location / {
      proxy_pass http://mercato;
    }

    location /commerce/resources/ {
      proxy_pass http://mercato;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }

    location /_astro/ {
      proxy_pass http://mercato;
      proxy_next_upstream error timeout http_502 http_503 http_404;
      proxy_cache mercato_static;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }

    location /elements/ {
      proxy_pass http://mercato;
      proxy_next_upstream error timeout http_502 http_503 http_404;
      proxy_cache mercato_static;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }
}
`;
}

/**
 * Starts nginx in the foreground with the configuration above under a new temporary folder. Run by
 * root, nginx runs as nobody (the folder is given to it). Resolves once it listens; `stop()` stops it
 * gracefully (SIGQUIT: what is under way is finished) and removes the folder.
 */
export async function startNginx({ binary, listen, upstreams, workers, drainSeconds, watchPid, log = () => {} }) {
  const prefix = mkdtempSync(join(tmpdir(), 'mercato-nginx-'));
  for (const dir of ['temp', 'cache']) mkdirSync(join(prefix, dir));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ prefix, listen, upstreams, workers, drainSeconds }));
  const root = process.getuid?.() === 0;
  if (root) {
    for (const path of [prefix, ...readdirSync(prefix).map((f) => join(prefix, f))]) chownSync(path, 65534, 65534);
  }
  const args = ['-p', prefix, '-c', conf, '-e', join(prefix, 'error.log')];
  const test = spawnSync(binary, ['-t', '-q', ...args], {
    encoding: 'utf8',
    ...(root ? { uid: 65534, gid: 65534 } : {}),
  });
  if (test.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx refused its configuration: ${test.stderr.trim()}`);
  }
  const child = spawn(binary, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    ...(root ? { uid: 65534, gid: 65534 } : {}),
  });
  // Should the starting process be killed outright (SIGKILL), nginx goes too: a small watcher of its own.
  if (watchPid) {
    spawn(
      'sh',
      [
        '-c',
        `while kill -0 ${watchPid} 2>/dev/null; do sleep 1; done; kill -QUIT ${child.pid} 2>/dev/null; sleep 2; rm -rf '${prefix}'`,
      ],
      { detached: true, stdio: 'ignore' },
    ).unref();
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const [host, port] = splitListen(listen);
  const until = Date.now() + 15_000;
  for (;;) {
    const ok = await fetch(`http://${host}:${port}/`, { method: 'HEAD' }).then(
      () => true,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > until) {
      child.kill('SIGKILL');
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx did not start on ${listen} (its log: ${join(prefix, 'error.log')})`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  log(`nginx (pid ${child.pid}) on ${listen}, configuration ${conf}`);
  let stopping = null;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      const timer = setTimeout(() => child.kill('SIGKILL'), (drainSeconds ?? 10) * 1000 + 10_000);
      await exited;
      clearTimeout(timer);
      rmSync(prefix, { recursive: true, force: true });
    })());
  return { pid: child.pid, prefix, conf, exited, stop };
}

/** 'host:port' or 'port' → [host to reach it on, port]. */
export function splitListen(listen) {
  const m = /^(?:\[?([^\]]*?)\]?:)?(\d+)$/.exec(String(listen));
  if (!m) throw new Error(`not a listen address: ${listen}`);
  const host = !m[1] || m[1] === '0.0.0.0' || m[1] === '*' ? '127.0.0.1' : m[1] === '::' ? '::1' : m[1];
  return [host.includes(':') ? `[${host}]` : host, Number(m[2])];
}
