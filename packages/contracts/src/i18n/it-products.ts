// The `products` area of the Italian texts (catalogue pages, prices, pagination), in its own module so
// that a bundle showing a price (the trolley element's panel) does not carry the other areas: bundlers
// split by module. Re-exported by it.ts; import it from '@mercato/contracts/i18n/it'.
import { ui } from './it-ui.ts';

export const products = {
  results: '{count} risultati',
  noResults: 'Nessun risultato trovato',
  noProducts: 'Nessun prodotto disponibile',
  sort: 'ORDINA',
  boughtTogether: 'Spesso acquistati insieme',
  // chosen: spellcheck suggestion
  didYouMean: 'Forse cercavi: {suggestion}',
  // chosen: price texts (art. 17-bis Codice del Consumo wording as Italian shops write it)
  previousPrice: 'Prezzo precedente',
  discountedPrice: 'Prezzo scontato',
  lowest30Days: 'Prezzo più basso negli ultimi 30 giorni:',
  variableWeight: 'Peso variabile',
  // chosen: catalogue pages (listing, search, product detail)
  oneResult: '1 risultato',
  searchTitle: 'Risultati per "{query}"',
  correctedNotice: 'Nessun risultato per "{query}": ecco i risultati per "{suggestion}".',
  categories: 'Categorie',
  brand: 'Marca',
  promo: 'PROMO',
  details: 'Vedi il prodotto {product}',
  previousPage: ui.pagerPrevious,
  nextPage: ui.pagerNext,
  pageOf: 'Pagina {page} di {pages}',
  // chosen: the product carousels' buttons
  carouselPrevious: 'Prodotti precedenti: {title}',
  carouselNext: 'Prodotti successivi: {title}',
  pagination: ui.pager,
  nutritionTitle: 'Valori nutrizionali',
  // chosen: the name of the product page's information tabs
  infoTabs: 'Informazioni sul prodotto',
  nutritionPer: 'Per {per}',
  nutrient: 'Nutriente',
  energy: 'Energia',
  fat: 'Grassi',
  saturatedFat: 'di cui acidi grassi saturi',
  carbohydrates: 'Carboidrati',
  sugars: 'di cui zuccheri',
  fibre: 'Fibre',
  protein: 'Proteine',
  salt: 'Sale',
  alternatives: 'Prodotti alternativi',
  /** /prodotto/{id}/sostitutivo (orders §2): alternatives for a product that cannot be bought now. */
  substitutesTitle: 'Alternative a {description}',
  substitutesUnavailable: 'Questo prodotto non è disponibile al momento: ecco alcune alternative simili.',
  substitutesAvailable: 'Ecco alcune alternative simili a questo prodotto.',
  substitutesNone: 'Non ci sono alternative disponibili al momento.',
  substitutesProduct: 'Vai al prodotto',
  breadcrumb: 'Percorso',
  ministryLogo: 'Verifica la legittimità di questo sito sul portale del Ministero della Salute',
  outOfStock: 'Non disponibile',
  priceHidden: 'Accedi per vedere il prezzo',
  // chosen: infinite scroll of listings (the pager shows the range of pages on screen)
  loadMore: 'Mostra altri prodotti',
  loadingMore: 'Caricamento di altri prodotti…',
  loadedOne: '1 prodotto caricato',
  loadedMany: '{count} prodotti caricati',
  loadError: 'Non è stato possibile caricare altri prodotti.',
  retry: 'Riprova',
  pagesOf: 'Pagine {from}–{to} di {pages}',
  // chosen: layout switch of listings
  layout: 'Visualizzazione',
  gridView: 'Vista a griglia',
  listView: 'Vista a elenco',
} as const;
