// The demo catalogue's pictures (ADR 0032): every product of the seed's word lists is drawn as what it
// is, products of one family differ, and every picture the rules can name is drawn from a file of the
// emoji package.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  FALLBACK_PICTURE,
  pictureJobs,
  pictureOfDescription,
  pictureSrcset,
  productPicture,
  bannerPicture,
  categoryPicture,
} from '@mercato/contracts/pictures';
import { describe, expect, it } from 'vitest';
import { DEPARTMENTS } from './catalogue-data.ts';

const emojiDir = join(
  dirname(createRequire(import.meta.url).resolve('@lobehub/fluent-emoji-3d/package.json')),
  'assets',
);

describe('product pictures', () => {
  it('draws every item of the demo catalogue as what it is, never as the fallback cart', () => {
    const unknown: string[] = [];
    for (const dep of DEPARTMENTS)
      for (const leaf of dep.leaves)
        for (const item of leaf.items) {
          const name = item.split('|')[0]!;
          if (pictureOfDescription(name)[0] === FALLBACK_PICTURE[0]) unknown.push(name);
          // a variant never changes what the product is
          for (const v of leaf.variants ?? [])
            expect(pictureOfDescription(`${name} ${v}`), `${name} ${v}`).toEqual(pictureOfDescription(name));
        }
    expect(unknown).toEqual([]);
  });

  it('reads what a product is from the start of its name, and whom it is for before all', () => {
    const emojiOf = (d: string) => pictureOfDescription(d)[0];
    expect(emojiOf('Patate a pasta gialla')).toBe(emojiOf('Patate novelle'));
    expect(emojiOf('Pasta protettiva')).toBe(emojiOf('Pannolini taglia 3'));
    expect(emojiOf('Spaghetti')).not.toBe(emojiOf('Pasta protettiva'));
    expect(emojiOf('Latte detergente')).toBe(emojiOf('Bagnoschiuma'));
    expect(emojiOf('Latte detergente')).not.toBe(emojiOf('Latte intero'));
    expect(emojiOf('Biscotti per cani')).toBe(emojiOf('Crocchette per cani adulti'));
    expect(emojiOf('Yogurt alla fragola')).toBe(emojiOf('Yogurt greco'));
    expect(emojiOf('Uova da galline allevate a terra')).toBe(emojiOf('Uova fresche'));
  });

  it('colours the products of one family apart: most brands of one item get another pack', () => {
    const pictures = new Set(
      ['Mercato', 'Latteria Alpina', 'Fattorie del Sole', 'Latte di Valle', 'Malga Verde'].map(
        (brand) => productPicture({ imagePath: null, description: 'Latte intero', brand }).big,
      ),
    );
    expect(pictures.size).toBeGreaterThanOrEqual(3);
    const items = new Set(
      ['Latte intero', 'Latte scremato', 'Latte di capra', 'Latte senza lattosio'].map(
        (description) => productPicture({ imagePath: null, description, brand: 'Mercato' }).big,
      ),
    );
    expect(items.size).toBeGreaterThanOrEqual(3);
  });

  it("keeps a real photo and replaces the seed's placeholder path, with the drawn widths as srcset", () => {
    expect(productPicture({ imagePath: '/foto/latte.jpg', description: 'Latte', brand: 'X' }).big).toBe(
      '/foto/latte.jpg',
    );
    const drawn = productPicture({
      imagePath: '/images/products/1001410.svg',
      description: 'Latte intero',
      brand: 'X',
    });
    expect(drawn.small).toMatch(/^\/images\/pack\/v\d+\/bottle-[0-9a-f-]+-\d-180\.webp$/);
    expect(drawn.big).toMatch(/-360\.webp$/);
    expect(drawn.big).not.toContain('1001410');
    expect(pictureSrcset(drawn.small)).toBe(`${drawn.small} 180w, ${drawn.big} 360w`);
    expect(pictureSrcset('/foto/latte.jpg')).toBeNull();
  });

  it('draws a few hundred pictures, every one from a file of the emoji package', () => {
    const jobs = pictureJobs();
    expect(jobs.length).toBeLessThan(700);
    const files = new Set(
      jobs.flatMap((j) => (j.kind === 'banner' ? [...j.emoji] : [j.emoji])).map((e) => `${e}.webp`),
    );
    for (const f of files) expect(existsSync(join(emojiDir, f)), f).toBe(true);
    // every banner, category and product picture the pages ask for is among the drawn ones
    const names = new Set(jobs.map((j) => j.name));
    const nameOf = (url: string) => url.replace(/^.*\//, '').replace(/-\d+\.webp$/, '');
    expect(names.has(nameOf(bannerPicture('/images/banners/supermercato-frutta-e-verdura-di-stagione.svg')))).toBe(
      true,
    );
    expect(names.has(nameOf(bannerPicture('/images/banners/pharma-drive-nessun-tema.svg')))).toBe(true);
    for (const dep of DEPARTMENTS) {
      expect(names.has(nameOf(categoryPicture(dep.name))), dep.name).toBe(true);
      expect(categoryPicture(dep.name), dep.name).not.toContain(`round-${FALLBACK_PICTURE[0]}-`);
      for (const leaf of dep.leaves)
        expect(categoryPicture(leaf.name), leaf.name).not.toContain(`round-${FALLBACK_PICTURE[0]}-`);
    }
    for (const dep of DEPARTMENTS)
      for (const leaf of dep.leaves)
        for (const item of leaf.items)
          expect(
            names.has(nameOf(productPicture({ imagePath: null, description: item, brand: leaf.brands[0]! }).big)),
          ).toBe(true);
  });
});
