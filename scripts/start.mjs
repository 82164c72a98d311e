// `npm start`: builds whatever is not built yet, then serves the shop (site + API + embedded database).
import { spawn } from 'node:child_process';
import { portIsFree, run, siteServer, siteNeedsBuild, root } from './lib.mjs';

const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? 'localhost';

if (!(await portIsFree(port, host === 'localhost' ? '127.0.0.1' : host))) {
  console.error(`Port ${port} is already in use on ${host}: stop the other process or set PORT=…`);
  process.exit(1);
}
if (siteNeedsBuild()) {
  console.log('Building the shop (first start or sources changed)…');
  run('npm', ['run', 'build', '--silent']);
}
const child = spawn(process.execPath, [siteServer], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(port), HOST: host, MERCATO_WARMUP: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
