// `npm start`: builds whatever is not built yet, then serves the shop (site + API + embedded database).
// Every way of stopping closes the database cleanly (the PGlite lock file is removed):
// - Ctrl-C: the terminal signals the whole group; this script forwards the signal once and the server
//   ignores a second one while it closes (packages/server/src/shop.ts);
// - SIGTERM to npm: npm forwards it to its script's shell, which dies without passing it on; this script
//   then finds itself orphaned (its parent changed) and stops the server as for SIGTERM. (The npm
//   script also runs this file with `exec`, so that npm's signal reaches it directly.)
// - this script killed with SIGKILL: the server watches its own parent the same way (MERCATO_PARENT_PID).
import './check-node.mjs';
import { spawn } from 'node:child_process';
import { portIsFree, run, serverEnv, siteServer, siteNeedsBuild, root } from './lib.mjs';
import { elementsNeedBuild } from './weigh.mjs';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';

if (!(await portIsFree(port, host === 'localhost' ? '127.0.0.1' : host))) {
  console.error(`Port ${port} is already in use on ${host}: stop the other process or set PORT=…`);
  process.exit(1);
}
if (siteNeedsBuild() || elementsNeedBuild()) {
  console.log('Building the shop (first start or sources changed)…');
  run('npm', ['run', 'build', '--silent']);
}
const child = spawn(process.execPath, [siteServer], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    ...serverEnv(),
    PORT: String(port),
    HOST: host,
    // The first pages rendered before the port is taken; MERCATO_WARMUP=0 skips it (the stopping tests).
    MERCATO_WARMUP: process.env.MERCATO_WARMUP ?? '1',
    MERCATO_PARENT_PID: String(process.pid),
  },
});
let forwarded = false;
const stop = (signal) => {
  if (forwarded) return;
  forwarded = true;
  child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500).unref();
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
