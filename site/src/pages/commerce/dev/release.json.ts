// GET /commerce/dev/release.json (spec shell §7): what this build of the shop is. Written at build time by
// site/scripts/release-info.mjs into dist/release.json ({ name, version, buildTime, commit }); under
// `astro dev` (no build) the version is the running server package's and buildTime/commit are null.
// Never cached; the middleware lets /commerce/* through, so no page redirect applies.
import type { APIRoute } from 'astro';
import { readFile } from 'node:fs/promises';
import { dirname, join, basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getShop } from '@mercato/server';

interface Release {
  name: string;
  version: string;
  buildTime: string | null;
  commit: string | null;
}

/** dist/release.json of the build this module belongs to (it lives somewhere under dist/server). */
async function builtRelease(): Promise<Release | null> {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (basename(dir) !== 'dist') {
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
  try {
    return JSON.parse(await readFile(join(dir, 'release.json'), 'utf8')) as Release;
  } catch {
    return null;
  }
}

let cached: Promise<Release> | undefined;

export const GET: APIRoute = async () => {
  cached ??= builtRelease().then(
    async (built) =>
      built ?? { name: 'mercato', version: (await getShop()).config.version, buildTime: null, commit: null },
  );
  return new Response(`${JSON.stringify(await cached)}\n`, {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
};
