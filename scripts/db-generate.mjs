// `npm run db:generate -- --name <change>`: drizzle-kit's generate, then the new migration numbered after the
// highest one. drizzle-kit numbers a migration by its journal index, but the files' numbers run ahead of the
// index (0019 was never written, 0027_back_in_stock sits at index 25): left alone it names the new file
// after an existing number and writes its snapshot over that migration's snapshot. Here the new SQL file
// and its snapshot take the next free number, the journal's tag follows, and the snapshot drizzle-kit
// overwrote is put back as git has it. Other arguments go to drizzle-kit as they are (--custom).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const dir = join(root, 'packages/server/drizzle');
const meta = join(dir, 'meta');
const journalFile = join(meta, '_journal.json');
const numberOf = (file) => Number(file.slice(0, 4));
const sqlFiles = () => readdirSync(dir).filter((f) => /^\d{4}_.+\.sql$/.test(f));

const before = new Set(sqlFiles());
const highest = Math.max(...[...before].map(numberOf));
const kit = spawnSync(
  'npx',
  ['drizzle-kit', 'generate', '--config', 'packages/server/drizzle.config.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
if (kit.status !== 0) process.exit(kit.status ?? 1);

const made = sqlFiles().filter((f) => !before.has(f));
if (made.length === 0) process.exit(0); // nothing changed in the schema
const file = made[0];
const given = file.slice(0, 4);
const next = String(highest + 1).padStart(4, '0');
if (given === next) process.exit(0);

const tag = file.replace(/\.sql$/, '');
const newTag = `${next}${tag.slice(4)}`;
renameSync(join(dir, file), join(dir, `${newTag}.sql`));
renameSync(join(meta, `${given}_snapshot.json`), join(meta, `${next}_snapshot.json`));
// drizzle-kit wrote its snapshot over the one of the migration numbered `given`: git's copy goes back.
const tracked = `packages/server/drizzle/meta/${given}_snapshot.json`;
const restore = spawnSync('git', ['checkout', 'HEAD', '--', tracked], { cwd: root, stdio: 'inherit' });
if (restore.status !== 0 && !existsSync(join(root, tracked))) {
  console.error(`db:generate: could not restore ${tracked} from git; restore it before committing.`);
  process.exit(1);
}
const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
for (const entry of journal.entries) if (entry.tag === tag) entry.tag = newTag;
writeFileSync(journalFile, JSON.stringify(journal, null, 2)); // as drizzle-kit writes it
console.log(`db:generate: ${file} is ${newTag}.sql (after the highest, ${String(highest).padStart(4, '0')})`);
