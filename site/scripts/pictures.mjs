// Draws the catalogue's pictures (ADR 0032) into public/images/pack/v1 before `astro build` copies them:
// every pack shot (shape × emoji × palette), category round and banner that packages/contracts/src/pictures.ts
// can name, from the 3D Fluent Emoji of @lobehub/fluent-emoji-3d (MIT, © Microsoft / LobeHub), composed
// with sharp on backgrounds drawn as SVG (no text: no fonts needed). WebP, at the widths of pictures.ts.
// Cached: a stamp of what they are drawn from (this file, pictures.ts, the emoji package's version) is
// kept beside them, and an unchanged stamp draws nothing. About a thousand files in a few seconds.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  BANNER_COLOURS,
  BANNER_WIDTHS,
  PACK_WIDTHS,
  PALETTES,
  PICTURES_BASE,
  pictureJobs,
  ROUND_WIDTHS,
  stableIndex,
} from '@mercato/contracts/pictures';

const require = createRequire(import.meta.url);
const siteDir = fileURLToPath(new URL('../', import.meta.url));
const outDir = join(siteDir, 'public', PICTURES_BASE);
const emojiDir = join(dirname(require.resolve('@lobehub/fluent-emoji-3d/package.json')), 'assets');
const emojiVersion = JSON.parse(readFileSync(join(emojiDir, '..', 'package.json'), 'utf8')).version;

const stamp = createHash('sha256')
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .update(readFileSync(require.resolve('@mercato/contracts/pictures')))
  .update(emojiVersion)
  .digest('hex');
const stampFile = join(outDir, '.stamp');
if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
  console.log('pictures: up to date');
  process.exit(0);
}

const started = performance.now();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
sharp.cache(false);

/** The pack's drawing, on a 360 × 360 canvas: [svg of the shape, emoji box [x, y, size]]. */
function packSvg(shape, [pack, band]) {
  const shadow = '<ellipse cx="180" cy="328" rx="118" ry="14" fill="#000" fill-opacity=".09"/>';
  switch (shape) {
    case 'tray':
      return [
        `${shadow}<ellipse cx="180" cy="250" rx="160" ry="78" fill="${band}" fill-opacity=".22"/><ellipse cx="180" cy="246" rx="140" ry="62" fill="${pack}"/>`,
        [60, 50, 240],
      ];
    case 'bottle':
      return [
        `${shadow}<rect x="152" y="18" width="56" height="34" rx="8" fill="${band}"/><path d="M156 50h48v34c0 18 56 26 56 70v152q0 18-18 18H118q-18 0-18-18V154c0-44 56-52 56-70z" fill="${pack}" stroke="${band}" stroke-opacity=".3" stroke-width="3"/><rect x="100" y="262" width="160" height="30" fill="${band}"/>`,
        [110, 120, 140],
      ];
    case 'jar':
      return [
        `${shadow}<rect x="84" y="70" width="192" height="40" rx="10" fill="${band}"/><rect x="70" y="104" width="220" height="220" rx="34" fill="${pack}" stroke="${band}" stroke-opacity=".3" stroke-width="3"/><rect x="70" y="270" width="220" height="24" fill="${band}" fill-opacity=".85"/>`,
        [100, 116, 160],
      ];
    case 'bag':
      return [
        `${shadow}<path d="M78 48l12 12 12-12 12 12 12-12 12 12 12-12 12 12 12-12 12 12 12-12 12 12 12-12 12 12 12-12 12 12 12-12 10 10 8 250q0 18-18 18H86q-18 0-18-18z" fill="${pack}" stroke="${band}" stroke-opacity=".3" stroke-width="3"/><rect x="72" y="258" width="216" height="34" fill="${band}"/><rect x="80" y="70" width="200" height="6" fill="${band}" fill-opacity=".45"/>`,
        [95, 85, 170],
      ];
    default:
      return [
        `${shadow}<rect x="70" y="36" width="220" height="286" rx="22" fill="${pack}" stroke="${band}" stroke-opacity=".3" stroke-width="3"/><rect x="70" y="256" width="220" height="36" fill="${band}"/><rect x="70" y="58" width="220" height="8" fill="${band}" fill-opacity=".5"/>`,
        [95, 76, 170],
      ];
  }
}

const emojiCache = new Map();
/** An emoji resized to `size` px (PNG, the lossless input of the composite). */
function emoji(name, size) {
  const key = `${name}@${size}`;
  let p = emojiCache.get(key);
  if (!p) {
    p = sharp(readFileSync(join(emojiDir, `${name}.webp`)))
      .resize(size, size)
      .png({ compressionLevel: 0 })
      .toBuffer();
    emojiCache.set(key, p);
  }
  return p;
}

const backgrounds = new Map();
/** A background drawn once per (drawing, width) and kept raw. */
function background(key, svg, width, height) {
  const k = `${key}@${width}`;
  let p = backgrounds.get(k);
  if (!p) {
    const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${height === width ? '360 360' : '1200 400'}">${svg}</svg>`;
    p = sharp(Buffer.from(doc)).raw().toBuffer({ resolveWithObject: true });
    backgrounds.set(k, p);
  }
  return p;
}

async function write(name, width, bg, layers) {
  const { data, info } = await bg;
  const input = await Promise.all(
    layers.map(async ([e, x, y, size]) => ({ input: await emoji(e, size), left: x, top: y })),
  );
  await sharp(data, { raw: info })
    .composite(input)
    .webp({ quality: 82, effort: 2 })
    .toFile(join(outDir, `${name}-${width}.webp`));
}

function draw(job) {
  const tasks = [];
  if (job.kind === 'pack') {
    const [svg, [x, y, size]] = packSvg(job.shape, PALETTES[job.palette]);
    for (const w of PACK_WIDTHS) {
      const s = w / 360;
      const bg = background(`${job.shape}-${job.palette}`, `<rect width="360" height="360" fill="#fff"/>${svg}`, w, w);
      tasks.push(() =>
        write(job.name, w, bg, [[job.emoji, Math.round(x * s), Math.round(y * s), Math.round(size * s)]]),
      );
    }
  } else if (job.kind === 'round') {
    const [pack, band] = PALETTES[stableIndex(job.emoji, PALETTES.length)];
    for (const w of ROUND_WIDTHS) {
      const bg = background(
        `round-${pack}`,
        `<circle cx="180" cy="180" r="180" fill="${pack}"/><circle cx="180" cy="180" r="172" fill="none" stroke="${band}" stroke-opacity=".25" stroke-width="8"/>`,
        w,
        w,
      );
      const size = Math.round(w * 0.66);
      tasks.push(() =>
        write(job.name, w, bg, [[job.emoji, Math.round((w - size) / 2), Math.round((w - size) / 2), size]]),
      );
    }
  } else {
    const [soft, strong] = BANNER_COLOURS[job.catalogue];
    const svg = `<rect width="1200" height="400" fill="${soft}"/><circle cx="900" cy="210" r="250" fill="#fff" fill-opacity=".55"/><circle cx="1130" cy="70" r="120" fill="${strong}" fill-opacity=".14"/><circle cx="650" cy="360" r="90" fill="${strong}" fill-opacity=".1"/><rect y="380" width="1200" height="20" fill="${strong}"/>`;
    for (const w of BANNER_WIDTHS) {
      const s = w / 1200;
      const h = Math.round(400 * s);
      const bg = background(`banner-${job.catalogue}`, svg, w, h);
      const place = [
        [job.emoji[0], 770, 80, 250],
        [job.emoji[1], 600, 190, 170],
        [job.emoji[2], 1000, 180, 170],
      ].map(([e, x, y, size]) => [e, Math.round(x * s), Math.round(y * s), Math.round(size * s)]);
      tasks.push(() => write(job.name, w, bg, place));
    }
  }
  return tasks;
}

const tasks = pictureJobs().flatMap(draw);
// two at a time: libvips runs each on the thread pool, so the machine's cores are used without a queue
let next = 0;
await Promise.all(
  [0, 1].map(async () => {
    while (next < tasks.length) await tasks[next++]();
  }),
);
writeFileSync(stampFile, stamp);
console.log(`pictures: ${tasks.length} drawn in ${((performance.now() - started) / 1000).toFixed(1)} s`);
