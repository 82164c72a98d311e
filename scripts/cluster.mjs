// `npm run start:cluster -- [--instances N] [options]`: N instances of the shop on one PostgreSQL
// (DATABASE_URL) behind nginx (docs/adr/0046-cluster-behind-nginx.md, README "Deployment").
// - builds what is not built yet, as `npm start` does;
// - the instances start together; one migrates (and seeds an empty database), the others wait for it;
// - instances listen on 127.0.0.1 (ports from --instance-port), share the session secret, believe
//   X-Forwarded-For only from the balancer's address, and are started again when one dies;
// - nginx (installed from Debian's packages when missing) listens on HOST:PORT, round-robin;
// - SIGHUP restarts the instances one after another (a deploy: the others answer meanwhile);
// - SIGINT / SIGTERM (or this process's parent going) stops everything: nginx stops taking connections
//   and finishes what is under way, each instance drains its requests and streams, then exits.
import './check-node.mjs';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { portIsFree, root, run, serverEnv, siteNeedsBuild, siteServer } from './lib.mjs';
import { ensureNginx, splitListen, startNginx } from './nginx.mjs';
import { elementsNeedBuild } from './weigh.mjs';

const usage = `npm run start:cluster -- [options]
  --instances N         shop instances (default: the number of cores, ${availableParallelism()} here)
  --port P              the balancer's port (default PORT or 4321), on HOST (default localhost)
  --instance-port P     the first instance's port; the others follow (default: the balancer's + 1000)
  --instance-host H     the address the instances listen on (default 127.0.0.1)
  --no-balancer         instances only (another machine's balancer points at them: set
                        MERCATO_TRUSTED_PROXIES to its address)
  --upstreams A,B,…     the balancer only, in front of instances running elsewhere (host:port each)
  --no-warmup           instances take their port without rendering the first pages first
  --no-build            serve the site as last built, even when its sources are newer (tests)
Environment: DATABASE_URL (PostgreSQL, required with instances), MERCATO_SESSION_SECRET (shared by every
instance; default: the one kept in MERCATO_DATA_DIR), MERCATO_TRUST_PROXY (proxies in front of the
balancer, default 0), MERCATO_DRAIN_SECONDS (default 10), and every setting of README "Configuration".`;

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      instances: { type: 'string' },
      port: { type: 'string' },
      'instance-port': { type: 'string' },
      'instance-host': { type: 'string' },
      'no-balancer': { type: 'boolean', default: false },
      upstreams: { type: 'string' },
      'no-warmup': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (err) {
  console.error(`${err.message}\n\n${usage}`);
  process.exit(2);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}

const fail = (message) => {
  console.error(`[cluster] ${message}`);
  process.exit(1);
};
const log = (line) => console.log(`[cluster] ${line}`);
const wholeNumber = (value, name, min, max) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    fail(`${name} must be a whole number from ${min} to ${max}: '${value}'`);
  return n;
};

const host = process.env.HOST ?? 'localhost';
const port = wholeNumber(args.port ?? process.env.PORT ?? 4321, '--port', 1, 65535);
const upstreamsGiven = args.upstreams
  ?.split(',')
  .map((u) => u.trim())
  .filter(Boolean);
const count = upstreamsGiven ? 0 : wholeNumber(args.instances ?? availableParallelism(), '--instances', 1, 64);
const instanceHost = args['instance-host'] ?? '127.0.0.1';
const firstInstancePort = wholeNumber(args['instance-port'] ?? port + 1000, '--instance-port', 1, 65535 - count);
const withBalancer = !args['no-balancer'];
const drainSeconds = Number(process.env.MERCATO_DRAIN_SECONDS ?? 10);
// Proxies in front of the balancer (a TLS terminator, a CDN): the instances trust one more, the balancer.
const outerHops = Number(process.env.MERCATO_TRUST_PROXY ?? 0);

// ------------------------------------------------------------------------------------------ checks

if (count > 0) {
  const url = process.env.DATABASE_URL?.trim() ?? '';
  if (!/^postgres(ql)?:\/\//.test(url)) {
    fail(
      `${url ? `DATABASE_URL is not a PostgreSQL address ('${url.split(':')[0]}:…')` : 'DATABASE_URL is not set'}: ` +
        'the instances of a cluster share one PostgreSQL database. The embedded database (PGlite) is one ' +
        "process's own folder and cannot be shared: use `npm start` for a single instance, or set " +
        'DATABASE_URL=postgres://user:password@host:5432/mercato',
    );
  }
  if (!Number.isInteger(outerHops) || outerHops < 0 || outerHops > 9) fail('MERCATO_TRUST_PROXY must be from 0 to 9');
}
const instancePorts = Array.from({ length: count }, (_, i) => firstInstancePort + i);
for (const p of [...(withBalancer ? [port] : []), ...instancePorts]) {
  const on = p === port ? (host === 'localhost' ? '127.0.0.1' : host) : instanceHost;
  if (!(await portIsFree(p, on)))
    fail(`Port ${p} is already in use on ${on}: stop the other process or choose other ports`);
}
const nginx = withBalancer
  ? (() => {
      try {
        return ensureNginx(log);
      } catch (err) {
        return fail(err.message);
      }
    })()
  : null;
if (count > 0 && !args['no-build'] && (siteNeedsBuild() || elementsNeedBuild())) {
  log('Building the shop (first start or sources changed)…');
  run('npm', ['run', 'build', '--silent']);
}

// ------------------------------------------------------------------------------------------ instances

let stopping = false;
/** The session secret every instance signs with: the given one, or the data folder's (made once, here). */
async function sharedSecret() {
  if (process.env.MERCATO_SESSION_SECRET?.trim()) return process.env.MERCATO_SESSION_SECRET.trim();
  const { resolveSessionSecret } = await import('../packages/server/src/config.ts');
  const dataDir = resolve(process.env.MERCATO_DATA_DIR?.trim() || join(root, '.data'));
  return resolveSessionSecret(process.env, dataDir, false);
}
const secret = count > 0 ? await sharedSecret() : '';
const trustedFrom = process.env.MERCATO_TRUSTED_PROXIES ?? (withBalancer ? '127.0.0.1' : '');

/** One instance: its port, its process, started again when it dies (not while stopping). */
const instances = instancePorts.map((p, i) => ({
  n: i + 1,
  port: p,
  child: null,
  exited: null,
  restarting: false,
  startedAt: 0,
  backoffMs: 500,
}));

function spawnInstance(instance) {
  const child = spawn(process.execPath, [siteServer], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...serverEnv(),
      PORT: String(instance.port),
      HOST: instanceHost,
      MERCATO_SESSION_SECRET: secret,
      // With --no-balancer, MERCATO_TRUST_PROXY counts the other machine's balancer too.
      MERCATO_TRUST_PROXY: String(outerHops + (withBalancer ? 1 : 0)),
      MERCATO_TRUSTED_PROXIES: trustedFrom,
      MERCATO_WARMUP: args['no-warmup'] ? '0' : '1',
      MERCATO_PARENT_PID: String(process.pid),
    },
  });
  const prefix = `[${instance.n}] `;
  const relay = (stream, out) => {
    let rest = '';
    stream.on('data', (d) => {
      const lines = (rest + d).split('\n');
      rest = lines.pop();
      for (const line of lines) out.write(`${prefix}${line}\n`);
    });
  };
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  instance.child = child;
  instance.exited = new Promise((done) => child.once('exit', (code, signal) => done(code ?? signal)));
  instance.startedAt = Date.now();
  instance.exited.then((how) => {
    if (stopping || instance.restarting || instance.child !== child) return;
    // One that keeps dying soon after its start waits longer each time (up to 30 s), not in a tight loop.
    instance.backoffMs = Date.now() - instance.startedAt < 60_000 ? Math.min(instance.backoffMs * 2, 30_000) : 1000;
    log(
      `instance ${instance.n} (pid ${child.pid}) ended (${how}): starting it again in ${instance.backoffMs / 1000} s`,
    );
    setTimeout(() => {
      if (!stopping) void startInstance(instance).catch((err) => log(`instance ${instance.n}: ${err.message}`));
    }, instance.backoffMs);
  });
  return child;
}

/** Starts an instance and resolves once it answers (its health: the server information call). */
async function startInstance(instance) {
  const child = spawnInstance(instance);
  const url = `http://${instanceHost === '0.0.0.0' ? '127.0.0.1' : instanceHost}:${instance.port}/commerce/resources/info/server`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`instance ${instance.n} exited before it answered (${child.exitCode ?? child.signalCode})`);
    }
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  log(`instance ${instance.n}: pid ${child.pid}, http://${instanceHost}:${instance.port}/`);
}

/** Stops an instance: SIGTERM (it drains), SIGKILL if it is still there after the drain and a margin. */
async function stopInstance(instance) {
  const child = instance.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), (drainSeconds + 20) * 1000);
  await instance.exited;
  clearTimeout(timer);
}

let balancer = null;
async function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  log(`stopping (${signal}): the balancer finishes what is under way, each instance drains…`);
  await Promise.all([balancer?.stop(), ...instances.map(stopInstance)]);
  log('stopped');
  process.exit(signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stopAll(signal));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) void stopAll('SIGTERM');
}, 500).unref();

// A deploy: each instance stopped (drained) and started again in turn, the others answering meanwhile.
let rolling = false;
process.on('SIGHUP', () => {
  if (rolling || stopping) return;
  rolling = true;
  void (async () => {
    for (const instance of instances) {
      if (stopping) break;
      log(`restarting instance ${instance.n}…`);
      instance.restarting = true;
      await stopInstance(instance);
      instance.restarting = false;
      if (!stopping) await startInstance(instance).catch((err) => log(`instance ${instance.n}: ${err.message}`));
    }
    rolling = false;
    log('every instance restarted');
  })();
});

try {
  if (instances.length > 0) {
    log(`starting ${instances.length} instance${instances.length > 1 ? 's' : ''} on PostgreSQL…`);
    // All at once: one of them migrates the database (and seeds it when empty) while the others wait for
    // it (packages/server/src/shop.ts startLock).
    await Promise.all(instances.map(startInstance));
  }
  if (withBalancer) {
    const upstreams =
      upstreamsGiven ?? instances.map((i) => `${instanceHost === '0.0.0.0' ? '127.0.0.1' : instanceHost}:${i.port}`);
    balancer = await startNginx({
      binary: nginx,
      listen: `${host}:${port}`,
      upstreams,
      drainSeconds,
      watchPid: process.pid,
      log,
    });
    balancer.exited.then((how) => {
      if (!stopping) {
        log(`nginx ended (${how}): stopping the cluster`);
        void stopAll('nginx');
      }
    });
    const [shownHost] = splitListen(`${host}:${port}`);
    log(
      `Mercato: http://${host === '0.0.0.0' ? shownHost : host}:${port}/ (nginx, pid ${balancer.pid}) → ${upstreams.join(', ')}`,
    );
  } else {
    log(`instances ready (no balancer): ${instances.map((i) => `${instanceHost}:${i.port}`).join(', ')}`);
  }
} catch (err) {
  console.error(`[cluster] The cluster cannot start: ${err.message}`);
  await stopAll('error');
}
