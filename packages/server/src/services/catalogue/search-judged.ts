// The judged searches (issue 34, ADR 0033): what Italian shoppers type — single words, plurals and
// singulars, brand and product, misspellings, pharmacy terms — and, for each, the products a person would
// expect first, as a pattern of their description (a product whose description matches is relevant).
// Written for the demo catalogue at any size from 400 products (the items every size has: each leaf's
// first items). search-judged.test.ts fails when a change pushes every expected product out of a query's
// first three; `npm run bench` prints nDCG@10 and the share of queries whose first result is right.

export interface JudgedQuery {
  q: string;
  /** The store searched (its catalogue). */
  nav?: 'supermercato' | 'pharma';
  /** A relevant product's description matches this. */
  expect: RegExp;
}

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // single words
  {
    q: 'pasta',
    expect:
      /^(Spaghett|Linguine|Bucatini|Penne|Rigatoni|Fusilli|Farfalle|Mezze|Paccheri|Orecchiette|Tortiglioni|Ditalini|Sedanini|Conchiglie|Casarecce|Trofie|Fettuccine|Tagliatelle|Lasagne|Tortellini|Ravioli|Gnocchi|Cappelletti|Tortelloni|Pappardelle|Agnolotti|Pici)/,
  },
  { q: 'latte', expect: /^Latte (?!detergente|di crescita)/ },
  { q: 'spaghetti', expect: /^Spaghetti/ },
  { q: 'mele', expect: /^Mele/ },
  { q: 'banane', expect: /^Banane/ },
  { q: 'mozzarella', expect: /^Mozzarella/ },
  { q: 'parmigiano', expect: /^Parmigiano/ },
  { q: 'yogurt', expect: /^Yogurt/ },
  { q: 'uova', expect: /^Uova/ },
  { q: 'pane', expect: /^Pane /i },
  { q: 'riso', expect: /^Riso /i },
  { q: 'olio', expect: /^Olio (extravergine|di oliva)/ },
  { q: 'caffè', expect: /^Caff/ },
  { q: 'birra', expect: /^Birra/ },
  { q: 'biscotti', expect: /^Biscotti (frollini|al cacao|integrali)/ },
  { q: 'tonno', expect: /^Tonno/ },
  { q: 'salmone', expect: /^Salmone/ },
  { q: 'pollo', expect: /pollo/i },
  { q: 'shampoo', expect: /^Shampoo/ },
  { q: 'dentifricio', expect: /^Dentifricio/ },
  { q: 'pannolini', expect: /^Pannolini/ },
  { q: 'gelato', expect: /^Gelato/ },
  { q: 'pizza', expect: /^Pizza/ },
  { q: 'patatine', expect: /^Patatine/ },
  { q: 'cioccolato', expect: /^Cioccolato/ },
  { q: 'miele', expect: /^Miele/ },
  { q: 'farina', expect: /^Farina/ },
  { q: 'passata', expect: /^Passata/ },
  { q: 'camomilla', expect: /^Camomilla/ },
  { q: 'insalata', expect: /^Insalata/ },
  { q: 'patate', expect: /^Patate/ },
  { q: 'zucchine', expect: /^Zucchine/ },
  { q: 'burro', expect: /^Burro( chiarificato| salato)?$/ },
  { q: 'sale', expect: /^Sale (marino|grosso|iodato)/ },
  { q: 'acqua', expect: /^Acqua (minerale|leggermente|oligominerale)/ },
  { q: 'prosciutto', expect: /^Prosciutto/ },
  { q: 'detersivo', expect: /^Detersivo/ },
  { q: 'salsiccia', expect: /^Salsiccia/ },
  { q: 'gorgonzola', expect: /^Gorgonzola/ },
  // two words, brand and product
  { q: 'olio extravergine', expect: /^Olio extravergine/ },
  { q: 'prosciutto crudo', expect: /^Prosciutto crudo/ },
  { q: 'latte scremato', expect: /^Latte (parzialmente )?scremato/ },
  { q: 'acqua frizzante', expect: /^Acqua (minerale |leggermente )?frizzante/ },
  { q: 'carta igienica', expect: /^Carta igienica/ },
  { q: 'vino rosso', expect: /^(Chianti|Barolo|Barbera|Montepulciano|Nero d'Avola|Primitivo|Valpolicella)/ },
  { q: 'detersivo lavatrice', expect: /^Detersivo lavatrice/ },
  { q: 'crocchette gatti', expect: /^Crocchette per gatti/ },
  { q: 'succo di frutta', expect: /^(Succo|Spremuta)/ },
  { q: 'aceto balsamico', expect: /^Aceto balsamico/ },
  { q: 'yogurt greco', expect: /^Yogurt greco/ },
  { q: 'latte mercato', expect: /^Latte (?!detergente|di crescita)/ },
  { q: 'spaghetti mercato', expect: /^Spaghetti/ },
  // plurals and singulars
  { q: 'mela', expect: /^Mele/ },
  { q: 'banana', expect: /^Banane/ },
  { q: 'uovo', expect: /^Uova/ },
  { q: 'biscotto', expect: /^Biscotti (frollini|al cacao|integrali)/ },
  { q: 'pomodoro', expect: /pomodor/i },
  { q: 'mozzarelle', expect: /^Mozzarella/ },
  // misspellings
  { q: 'mozarella', expect: /^Mozzarella/ },
  { q: 'spagetti', expect: /^Spaghetti/ },
  { q: 'parmiggiano', expect: /^Parmigiano/ },
  { q: 'prosciuto', expect: /^Prosciutto/ },
  { q: 'biscoti', expect: /^Biscotti (frollini|al cacao|integrali)/ },
  { q: 'yougurt', expect: /^Yogurt/ },
  // pharmacy
  { q: 'paracetamolo', nav: 'pharma', expect: /^Paracetamolo/ },
  { q: 'ibuprofene', nav: 'pharma', expect: /^Ibuprofene/ },
  { q: 'vitamina', nav: 'pharma', expect: /^Vitamina/ },
  { q: 'crema solare', nav: 'pharma', expect: /^Crema solare/ },
  { q: 'cerotti', nav: 'pharma', expect: /^Cerotti/ },
  { q: 'termometro', nav: 'pharma', expect: /^Termometro/ },
  { q: 'sciroppo tosse', nav: 'pharma', expect: /^Sciroppo per la tosse/ },
  { q: 'fermenti lattici', nav: 'pharma', expect: /^Fermenti lattici/ },
  { q: 'integratore magnesio', nav: 'pharma', expect: /^Integratore di magnesio/ },
  { q: 'spray nasale', nav: 'pharma', expect: /^Spray nasale/ },
  { q: 'crema viso', nav: 'pharma', expect: /^Crema viso/ },
];

/** Of one query's results (descriptions, in order): nDCG@10 with binary relevance, and the first right. */
export function judge(
  results: readonly string[],
  expect: RegExp,
  relevantTotal: number,
): { ndcg: number; first: boolean } {
  const gains = results.slice(0, 10).map((d) => (expect.test(d) ? 1 : 0));
  const dcg = gains.reduce<number>((sum, g, i) => sum + g / Math.log2(i + 2), 0);
  let ideal = 0;
  for (let i = 0; i < Math.min(10, relevantTotal); i++) ideal += 1 / Math.log2(i + 2);
  return { ndcg: ideal === 0 ? 0 : dcg / ideal, first: gains[0] === 1 };
}
