// Pictures of the catalogue (ADR 0032): how a product, a category and a banner get their picture.
// A product's picture is chosen from its description by the first rule below whose words it contains
// (a 3D Fluent Emoji of what it is, drawn on a pack of the rule's shape); its pack colours come from its
// brand and description, so two products of one family differ. The pictures are drawn once, at build
// time (site/scripts/pictures.mjs), for every (shape, emoji, palette): a few hundred files cover any
// product, also one the back office adds later. The URL names the picture, never the product.

/** The folder of the drawn pictures; the version changes whenever their drawing changes (long-cached). */
export const PICTURES_BASE = '/images/pack/v1';

/** Widths drawn of a product's pack shot (a tile shows 180 CSS px, the product page 360). */
export const PACK_WIDTHS = [180, 360] as const;
/** Widths of a category's round picture (menus and department tiles show 64 CSS px). */
export const ROUND_WIDTHS = [64, 128] as const;
/** Widths of a banner (1200 × 400 at most; 3:1). */
export const BANNER_WIDTHS = [600, 1200] as const;

export type PackShape = 'tray' | 'pack' | 'bottle' | 'jar' | 'bag';

/** Pack colours: [pack, band]. Few on purpose: each multiplies the files drawn. */
export const PALETTES: readonly (readonly [string, string])[] = [
  ['#fbf3e4', '#c8551b'],
  ['#e9f1fb', '#1f5fa8'],
  ['#edf6e8', '#2e7d32'],
  ['#fbeaf0', '#a2255a'],
];

/**
 * [phrases, emoji file (the package's name, without .webp), shape]: the first rule one of whose phrases
 * the description contains wins, so product kinds come before the ingredients they may be made of
 * ('Yogurt alla fragola' is a yogurt, 'Ciliegine di mozzarella' a mozzarella). A phrase matches at a word's
 * start ('spaghett' matches 'Spaghettini'), accents and case ignored.
 */
export const PICTURE_RULES: readonly (readonly [string, string, PackShape])[] = [
  // baby, then pharmacy and household (their names hold food words: 'Pasta protettiva', 'Latte detergente')
  ['omogeneizzat*, pastina, crema di riso, infanzia, latte di crescita, merenda alla frutta', '1f37c', 'jar'],
  ['pannolin*, mutandine assorbenti, pasta protettiva, salviette umidificate, pasta di fissan, talco', '1f476', 'pack'],
  ['crema solare, doposole', '2600-fe0f', 'bottle'],
  ['cerott*, garz*, bend*', '1fa79', 'pack'],
  ['termometro', '1f321-fe0f', 'pack'],
  ['mascherin*', '1f637', 'pack'],
  ['ghiaccio istantaneo', '1f9ca', 'pack'],
  ['test di gravidanza', '1f9ea', 'pack'],
  ['repellente, zanzar*', '1f99f', 'bottle'],
  ['sciropp*, sospensione, lattulosio', '1f944', 'bottle'],
  ['pastigli*, caramell*, gomme da masticare', '1f36c', 'bag'],
  ['spray*, soluzione fisiologica, acqua micellare', '1f4a7', 'bottle'],
  ['pappa reale, propoli, miele', '1f36f', 'jar'],
  [
    'integrator*, multivitamin*, vitamin*, fermenti, omega, melatonina, collagene, paracetamolo, ibuprofene, acido acetilsalicilico, ketoprofene, naprossene, acetilcisteina, antiacido, simeticone, loperamide, bisacodile',
    '1f48a',
    'pack',
  ],
  ['sapone, gel igienizzante', '1f9fc', 'bottle'],
  [
    'crema viso, crema mani, crema piedi, crema corpo, crema antirughe, siero, balsamo labbra, detergente viso, detergente intimo, disinfettante, diclofenac, latte detergente, olio corpo, olio di mandorle, bagnoschiuma, docciaschiuma, deodorante, shampoo, balsamo, maschera per capelli, lacca, gel per capelli, tinta',
    '1f9f4',
    'bottle',
  ],
  ['bagno alle erbe', '1f33f', 'bottle'],
  ['dentifricio, spazzolino, collutorio, filo interdentale, scovolini', '1faa5', 'pack'],
  ['rasoi*, schiuma da barba', '1fa92', 'pack'],
  ['proteggislip, assorbent*', '1f338', 'pack'],
  ['dischetti di cotone, cotton fioc, salviett*', '2601-fe0f', 'bag'],
  ['spugn*', '1f9fd', 'pack'],
  ['carta igienica, carta da cucina, fazzolett*, tovagliol*, pellicola, carta forno, alluminio', '1f9fb', 'pack'],
  ['sacchetti per rifiuti', '1f5d1-fe0f', 'pack'],
  ['piatti di carta, bicchier*', '1f37d-fe0f', 'pack'],
  [
    'detersiv*, ammorbidente, smacchiatore, candeggina, anticalcare, brillantante, sgrassatore, detergente, igienizzante, cera per, gel wc, sale per lavastoviglie',
    '1fae7',
    'bottle',
  ],
  ['per cani, cuccioli', '1f415', 'bag'],
  ['per gatti, lettiera', '1f408', 'bag'],
  // drinks
  ['te freddo', '1f9c3', 'bottle'],
  ['succ*, spremuta', '1f9c3', 'pack'],
  ['acqua tonica, aranciata, chinotto, gassosa, cola, limonata, cedrata, bibit*, energy drink', '1f964', 'bottle'],
  ['acqua', '1f4a7', 'bottle'],
  ['birr*', '1f37a', 'bottle'],
  ['prosecco, franciacorta, champagne, trento doc, spumant*, moscato', '1f37e', 'bottle'],
  ['grappa, limoncello, amaro, vermouth, bitter, sambuca, gin, vodka, rum, whisky, nocino', '1f943', 'bottle'],
  [
    'chianti, barolo, barbera, montepulciano, nero d avola, primitivo, valpolicella, brunello, lambrusco, dolcetto, cannonau, vermentino, pinot, soave, verdicchio, falanghina, gewurztraminer, greco di tufo, rosato, vernaccia, vin*',
    '1f377',
    'bottle',
  ],
  ['caffe, orzo, capsule, cialde', '2615', 'pack'],
  ['te, tisan*, camomilla, infuso, karkade', '1f375', 'pack'],
  // breakfast, sweets and snacks
  ['gelat*, coni, tartufo, semifreddo', '1f368', 'pack'],
  ['ghiacciol*, sorbetto', '1f367', 'pack'],
  ['biscott*, cantucci, savoiardi, amaretti, wafer, krumiri, baci di dama', '1f36a', 'pack'],
  ['muffin', '1f9c1', 'pack'],
  ['crostatine, pan di spagna, plumcake, tortine, torta, colomba, panettone, pandoro', '1f370', 'pack'],
  ['cornett*, croissant', '1f950', 'bag'],
  ['corn flakes, muesli, fiocchi, cereal*, granola, riso soffiato, barrett*', '1f963', 'pack'],
  ['confettur*, marmellat*', '1fad9', 'jar'],
  ['crema spalmabile, crema di pistacchio', '1f330', 'jar'],
  ['burro di arachidi, arachidi', '1f95c', 'jar'],
  ['cioccolat*, pralin*, gianduiotti, torroncini', '1f36b', 'pack'],
  ['popcorn', '1f37f', 'bag'],
  ['salatin*', '1f968', 'bag'],
  ['pistacch*, mandorl*, noci, anacardi, frutta secca', '1f330', 'bag'],
  ['patatin*, tortilla', '1f954', 'bag'],
  // ready meals and frozen
  ['pizz*', '1f355', 'pack'],
  ['arancin*', '1f359', 'pack'],
  ['paella', '1f958', 'pack'],
  ['risotto', '1f35a', 'pack'],
  ['bastoncini di pesce', '1f41f', 'pack'],
  ['minestrone, brodo, dado', '1f372', 'pack'],
  // dairy
  ['yogurt*, kefir, skyr', '1f963', 'jar'],
  ['budino, panna cotta', '1f36e', 'jar'],
  ['mozzarell*, burrata, stracciatella, bocconcini di mozzarella, ciliegine', '1f9c0', 'jar'],
  [
    'parmigiano, grana, pecorino, gorgonzola, taleggio, fontina, asiago, provolone, scamorza, emmental, caciocavallo, fontal, formagg*, ricotta, mascarpone, stracchino, crescenza, robiola',
    '1f9c0',
    'tray',
  ],
  ['burro, margarina', '1f9c8', 'pack'],
  ['panna, latte', '1f95b', 'bottle'],
  ['uov*', '1f95a', 'pack'],
  // pantry
  ['passata, polpa, pelati, concentrato, sugo, ragu', '1f96b', 'jar'],
  ['pesto', '1f33f', 'jar'],
  ['ceci, fagioli, lenticchie', '1fad8', 'jar'],
  ['pisell*, fagiolini, friarielli', '1fadb', 'bag'],
  ['mais, polenta', '1f33d', 'bag'],
  ['oliv*, capperi', '1fad2', 'jar'],
  ['carciofini, giardiniera, funghi trifolati', '1fad9', 'jar'],
  ['tonn*, sgombro, sardin*, acciugh*, salmone al naturale', '1f96b', 'pack'],
  ['olio', '1fad2', 'bottle'],
  ['aceto, glassa', '1fad7', 'bottle'],
  ['maionese, ketchup, senape, salsa', '1fad9', 'jar'],
  ['sale', '1f9c2', 'jar'],
  ['pepe, origano, paprika, curry, zafferano, peperoncino, noce moscata', '1f336-fe0f', 'jar'],
  ['farin*, semola, fecola, lievito', '1f33e', 'bag'],
  ['riso', '1f35a', 'pack'],
  ['gnocch*, tortellin*, raviol*, cappelletti, tortelloni, agnolotti', '1f95f', 'tray'],
  [
    'spaghett*, linguine, bucatini, penne, rigatoni, fusilli, farfalle, mezze maniche, paccheri, orecchiette, tortiglioni, ditalini, sedanini, conchiglie, casarecce, trofie, fettuccine, tagliatelle, lasagne, pappardelle, pici, pasta',
    '1f35d',
    'pack',
  ],
  // bakery
  ['baguette, filone, grissin*', '1f956', 'bag'],
  ['focaccia, schiacciata, piadina', '1fad3', 'bag'],
  ['fette biscottate, cracker*, gallette, friselle, taralli, crostini', '1f358', 'pack'],
  ['pane, pani, pan carre, pan bauletto, rosetta, ciabatta', '1f35e', 'bag'],
  // meat and fish
  ['salsicc*, salamella, wurstel', '1f32d', 'tray'],
  ['prosciutt*, mortadella, salam*, speck, bresaola, coppa, culatello, pancetta', '1f953', 'tray'],
  ['pollo, tacchino, cotolett*', '1f357', 'tray'],
  ['braciole, costin*, lonza, arista, maiale', '1f356', 'tray'],
  [
    'fettine, hamburger*, macinato, bistecc*, filetto di manzo, spezzatino, arrosto, ossobuco, tagliata, carpaccio, roast beef, manzo, bovino',
    '1f969',
    'tray',
  ],
  ['gamber*, misto mare, insalata di mare', '1f990', 'tray'],
  ['calamar*, totano, seppie', '1f991', 'tray'],
  ['polpo', '1f419', 'tray'],
  ['cozz*, vongol*', '1f9aa', 'tray'],
  ['orata, branzino, salmone, merluzzo, pesce, alici, sogliola, platessa, baccala', '1f41f', 'tray'],
  // fruit and vegetables
  ['mele golden', '1f34f', 'tray'],
  ['mela, mele', '1f34e', 'tray'],
  ['pere', '1f350', 'tray'],
  ['banan*', '1f34c', 'tray'],
  ['arance, mandarin*, clementin*, cachi', '1f34a', 'tray'],
  ['limon*', '1f34b', 'tray'],
  ['kiwi', '1f95d', 'tray'],
  ['uva', '1f347', 'tray'],
  ['fragol*, lampon*', '1f353', 'tray'],
  ['pesche, albicocc*, fichi', '1f351', 'tray'],
  ['ciliegi*', '1f352', 'tray'],
  ['ananas', '1f34d', 'tray'],
  ['melone', '1f348', 'tray'],
  ['anguria', '1f349', 'tray'],
  ['mirtill*', '1fad0', 'tray'],
  ['pomodor*', '1f345', 'tray'],
  ['zucchin*, cetriol*', '1f952', 'tray'],
  ['melanzan*', '1f346', 'tray'],
  ['peperon*', '1fad1', 'tray'],
  ['carot*', '1f955', 'tray'],
  ['patat*', '1f954', 'tray'],
  ['cipoll*, porr*', '1f9c5', 'tray'],
  ['aglio', '1f9c4', 'tray'],
  ['broccol*, cavolfiore', '1f966', 'tray'],
  ['fungh*', '1f344', 'tray'],
  ['insalat*, lattughino, rucola, valeriana, songino, misticanza, radicchio, verdure grigliate', '1f957', 'bag'],
  ['finocch*, carciof*, spinac*, aspar*, sedano, zucca, verdur*', '1f96c', 'tray'],
];

/** The picture of a product no rule knows: a shopping cart on a pack. */
export const FALLBACK_PICTURE: readonly [string, PackShape] = ['1f6d2', 'pack'];

/** Lower case, accents and punctuation gone, words separated by one space. */
export function pictureText(text: string): string {
  return ` ${text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/** The rules' phrases, split once. */
const RULE_PHRASES = PICTURE_RULES.map(([words]) => words.split(', '));

/** Where `text` (from pictureText) holds a phrase ('stem*' at a word's start, else whole words); -1: not. */
function positionOf(text: string, phrase: string): number {
  return phrase.endsWith('*') ? text.indexOf(` ${phrase.slice(0, -1)}`) : text.indexOf(` ${phrase} `);
}

/** Rules that win wherever their phrase stands: what a product is for ('Biscotti per cani'). */
const FOR_WHOM = new Set(['1f415', '1f408', '1f37c']);

const chosen = new Map<string, readonly [string, PackShape]>();

/**
 * The emoji and shape of a product's picture, from its description: the rule whose phrase comes first
 * in it (a name starts with what the product is: 'Patate a pasta gialla' are potatoes), a longer phrase
 * before a shorter one at the same place, an earlier rule before a later one; the rules saying whom a
 * product is for (dogs, cats, babies) before all.
 */
export function pictureOfDescription(description: string): readonly [string, PackShape] {
  const known = chosen.get(description);
  if (known) return known;
  const text = pictureText(description);
  let best = -1;
  let bestPos = Number.POSITIVE_INFINITY;
  let bestLen = 0;
  for (let r = 0; r < PICTURE_RULES.length; r++) {
    const strong = FOR_WHOM.has(PICTURE_RULES[r]![1]);
    for (const phrase of RULE_PHRASES[r]!) {
      const at = positionOf(text, phrase);
      if (at < 0) continue;
      const pos = strong ? -1 : at;
      if (pos < bestPos || (pos === bestPos && phrase.length > bestLen)) {
        best = r;
        bestPos = pos;
        bestLen = phrase.length;
      }
    }
  }
  const picture = best < 0 ? FALLBACK_PICTURE : ([PICTURE_RULES[best]![1], PICTURE_RULES[best]![2]] as const);
  if (chosen.size > 20_000) chosen.clear();
  chosen.set(description, picture);
  return picture;
}

/** A number 0..n-1 stable for a text (FNV-1a). */
export function stableIndex(text: string, n: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % n;
}

/** The file name (without width and extension) of a pack shot. */
export function packName(shape: PackShape, emoji: string, palette: number): string {
  return `${shape}-${emoji}-${palette}`;
}

export interface Picture {
  small: string;
  medium: string;
  big: string;
}

/**
 * A product's pictures. A real photo (an image path the back office set, not the seed's placeholder
 * `/images/products/…`) is kept; otherwise the pack shot of its description, coloured by brand and
 * description. small and medium: 180 px wide, big: 360 px.
 */
export function productPicture(p: { imagePath: string | null; description: string; brand: string }): Picture {
  if (p.imagePath && !p.imagePath.startsWith('/images/products/')) {
    return { small: p.imagePath, medium: p.imagePath, big: p.imagePath };
  }
  const [emoji, shape] = pictureOfDescription(p.description);
  const name = packName(shape, emoji, stableIndex(`${p.brand}|${p.description}`, PALETTES.length));
  const at = (w: number) => `${PICTURES_BASE}/${name}-${w}.webp`;
  return { small: at(PACK_WIDTHS[0]), medium: at(PACK_WIDTHS[0]), big: at(PACK_WIDTHS[1]) };
}

/** `srcset` of a drawn picture (its widths), or null for any other image. */
export function pictureSrcset(url: string): string | null {
  const m = /^(\/images\/pack\/v\d+\/(?:[a-z]+-)[a-z0-9-]+)-(\d+)\.webp$/.exec(url);
  if (!m) return null;
  const base = m[1]!;
  const widths = base.includes('/banner-') ? BANNER_WIDTHS : base.includes('/round-') ? ROUND_WIDTHS : PACK_WIDTHS;
  return widths.map((w) => `${base}-${w}.webp ${w}w`).join(', ');
}

/** Departments' words and their emoji, before the product rules (a department names many kinds). */
const DEPARTMENT_WORDS: readonly (readonly [string, string])[] = [
  ['frutta', '1f34e'],
  ['carne', '1f969'],
  ['pesce', '1f41f'],
  ['conserve', '1f96b'],
  ['colazione', '2615'],
  ['snack', '1f37f'],
  ['surgelati', '1f9ca'],
  ['bevande', '1f964'],
  ['vini', '1f377'],
  ['igiene', '1f9fc'],
  ['casa', '1fae7'],
  ['animali', '1f415'],
  ['infanzia', '1f37c'],
  ['parafarmacia', '1f48a'],
  ['farmaci', '1f48a'],
  ['salumi', '1f953'],
  ['passate', '1f96b'],
  ['merendine', '1f370'],
  ['liquori', '1f943'],
  ['cura', '1f9f4'],
  ['capelli', '1f9f4'],
  ['piatti', '1f37d-fe0f'],
  ['pulizia', '1fae7'],
  ['carta', '1f9fb'],
  ['dermocosmesi', '1f9f4'],
  ['medicazione', '1fa79'],
  ['dolore', '1f321-fe0f'],
  ['raffreddore', '1f944'],
  ['digestione', '1f48a'],
];

/** A category's round picture (menus, department tiles), from its name or slug. */
export function categoryPicture(nameOrSlug: string): string {
  const text = pictureText(nameOrSlug.replace(/-/g, ' '));
  const department = DEPARTMENT_WORDS.find(([word]) => text.startsWith(` ${word} `));
  const [emoji] = department ? [department[1]] : pictureOfDescription(nameOrSlug.replace(/-/g, ' '));
  return `${PICTURES_BASE}/round-${emoji}-${ROUND_WIDTHS[1]}.webp`;
}

/**
 * Banner themes: [words of the banner's name, three emoji]; the first theme naming a word wins. A banner's picture is its theme's emoji on
 * the store's colours; the pages write the banner's title and subtitle as text beside it.
 */
export const BANNER_THEMES: readonly (readonly [string, readonly [string, string, string]])[] = [
  ['frutta, verdura', ['1f34e', '1f966', '1f34b']],
  ['sapori, italia', ['1f9c0', '1f35d', '1fad2']],
  ['colazione', ['2615', '1f950', '1f95b']],
  ['vini, feste, natale', ['1f377', '1f37e', '1f381']],
  ['glutine', ['1f35e', '1f33e', '1f36a']],
  ['prendi, paghi', ['1f6d2', '1f96b', '1f35d']],
  ['eco, fasce', ['1f331', '1f69a', '1f4a7']],
  ['oro', ['1f3c5', '1f4b3', '1f381']],
  ['difese, immunitarie', ['1f34a', '1f48a', '1f34b']],
  ['solare', ['2600-fe0f', '1f9f4', '1f31e']],
  ['farmacista', ['1fa7a', '1f48a', '1f9f4']],
  ['farmaci', ['1f48a', '1f321-fe0f', '1f944']],
  ['pelle', ['1f9f4', '1f338', '1f4a7']],
  ['soccorso', ['1fa79', '1f9f4', '1f321-fe0f']],
  ['benessere', ['1f33f', '1f375', '1f36f']],
  ['parafarmacia', ['1f48a', '1f9f4', '1fa79']],
];
/** The theme of a banner no word names: the shopping. */
export const FALLBACK_BANNER: readonly [string, string, string] = ['1f6d2', '1f6cd-fe0f', '1f34e'];
/** Banner colours: [background, accent] of grocery and pharmacy stores. */
export const BANNER_COLOURS = { grocery: ['#e6f2eb', '#0b6b3a'], pharma: ['#e8f1fb', '#0b5394'] } as const;

/** The theme index of a banner (-1: the fallback), from its name. */
export function bannerTheme(name: string): number {
  const text = pictureText(name);
  return BANNER_THEMES.findIndex(([words]) => words.split(', ').some((w) => positionOf(text, w) >= 0));
}

/**
 * A banner's picture from the seed's placeholder address (`/images/banners/{store}-{slug}.svg`): the drawn
 * banner of its theme in its store's colours. Any other address is kept.
 */
export function bannerPicture(imageUrl: string): string {
  const m = /^\/images\/banners\/([a-z0-9-]+)\.svg$/.exec(imageUrl);
  if (!m) return imageUrl;
  const name = m[1]!;
  const catalogue = name.startsWith('pharma') ? 'pharma' : 'grocery';
  const theme = bannerTheme(name.replace(/^(pharma-drive|pharma|supermercato|drive|prenotazioni)-/, ''));
  return `${PICTURES_BASE}/banner-${catalogue}-${theme < 0 ? 'x' : theme}-${BANNER_WIDTHS[1]}.webp`;
}

/** Every picture to draw: [file name without width, what to draw]. */
export type PictureJob =
  | { kind: 'pack'; name: string; shape: PackShape; emoji: string; palette: number }
  | { kind: 'round'; name: string; emoji: string }
  | { kind: 'banner'; name: string; emoji: readonly [string, string, string]; catalogue: 'grocery' | 'pharma' };

export function pictureJobs(): PictureJob[] {
  const jobs: PictureJob[] = [];
  const seen = new Set<string>();
  const packs: (readonly [string, PackShape])[] = [
    ...PICTURE_RULES.map((r) => [r[1], r[2]] as const),
    FALLBACK_PICTURE,
  ];
  for (const [emoji, shape] of packs) {
    for (let palette = 0; palette < PALETTES.length; palette++) {
      const name = packName(shape, emoji, palette);
      if (seen.has(name)) continue;
      seen.add(name);
      jobs.push({ kind: 'pack', name, shape, emoji, palette });
    }
    const round = `round-${emoji}`;
    if (!seen.has(round)) {
      seen.add(round);
      jobs.push({ kind: 'round', name: round, emoji });
    }
  }
  for (const catalogue of ['grocery', 'pharma'] as const) {
    BANNER_THEMES.forEach(([, emoji], i) =>
      jobs.push({ kind: 'banner', name: `banner-${catalogue}-${i}`, emoji, catalogue }),
    );
    jobs.push({ kind: 'banner', name: `banner-${catalogue}-x`, emoji: FALLBACK_BANNER, catalogue });
  }
  return jobs;
}
