// `npm run example:react` (from the repository's root): what a customer does, in one command. Packs
// the widget package (npm run pack:widgets) into vendor/, installs it from that tarball (not a
// workspace link) with React 19 and Vite, builds the app with Vite and serves it on
// http://localhost:4324 (REACT_APP_PORT), talking to the shop at http://localhost:4321 (SHOP_ORIGIN).
// The shop lists the app's origin by default (MERCATO_PARTNER_ORIGINS).
import { execFileSync } from 'node:child_process';
import { readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const root = join(here, '../..');
const vendor = join(here, 'vendor');
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: 'inherit' });

rmSync(vendor, { recursive: true, force: true });
run('npm', ['run', '--silent', 'pack:widgets', '--', vendor], root);
const [tarball] = readdirSync(vendor).filter((f) => f.endsWith('.tgz'));
renameSync(join(vendor, tarball), join(vendor, 'mercato-widgets.tgz'));
// A fresh copy of the package each time (npm would keep the one installed from an older tarball).
rmSync(join(here, 'node_modules/@mercato/widgets'), { recursive: true, force: true });
run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], here);
run('npm', ['run', '--silent', 'build'], here);
run('node', ['serve.mjs', 'dist'], here);
