// The texts of the product dialogs (spec orders §2 "Products and store": big image, origin choice,
// alternative-product choice): a module of its own so that they travel with the dialogs' lazy chunks.
// Re-exported by it.ts as `productDialogs`.
import { originTexts } from './it-origins.ts';
import { products } from './it-products.ts';
import { ui } from './it-ui.ts';

export const productDialogs = {
  zoomConfig: ui.zoomConfig,
  // chosen: the big image dialog
  zoomOpen: "Ingrandisci l'immagine di {product}",
  zoomImage: 'Immagine ingrandita: {product}',
  zoomHint:
    'Ingrandisci con la rotellina del mouse, con due dita o con i tasti + e −; 0 torna alla dimensione iniziale.',
  zoomIn: 'Ingrandisci',
  zoomOut: 'Riduci',
  zoomReset: 'Dimensione iniziale',
  zoomLevel: 'Zoom {level}×',
  close: ui.closeNotification,
  // chosen: the origin choice (single: one country; multiple: every country the shopper accepts; meat: the
  // pair raised / slaughtered, as Italian labels write it)
  originTitle: "Scegli l'origine di {product}",
  originSingle: 'Da quale Paese preferisci riceverlo?',
  originMultiple: 'Seleziona i Paesi di origine che accetti: ti porteremo il prodotto di uno di questi.',
  ...originTexts,
  originRequired: "Scegli un'origine per aggiungere il prodotto al carrello.",
  originAdd: 'Aggiungi al carrello',
  originCancel: 'Annulla',
  // chosen: the alternative-product choice of a trolley line (orders §2; §4: the shopper pays the lower
  // price of the two, with no extra cost)
  alternativeChoose: 'Scegli il sostitutivo',
  alternativeChooseFor: 'Scegli il sostitutivo di {product}',
  alternativeChange: 'Cambia sostitutivo',
  alternativeChangeFor: 'Cambia sostitutivo di {product}',
  alternativeChosen: 'Sostitutivo scelto: {product}',
  alternativeTitle: 'Se {product} non è disponibile',
  alternativeIntro:
    'Scegli il prodotto che preferisci ricevere al suo posto. Paghi il prezzo più basso tra i due, senza costi aggiuntivi.',
  alternativeNoPreference: 'Nessuna preferenza: sceglie il nostro personale',
  alternativeLoading: 'Caricamento dei sostitutivi…',
  alternativeNone: products.substitutesNone,
  alternativeLoadError: 'Non è stato possibile caricare i sostitutivi.',
  alternativeSave: 'Salva',
  alternativeCancel: 'Annulla',
  alternativeSaved: 'Sostitutivo salvato',
  // chosen: the 'Avancassa' dialog of the trolley step (small items on offer at the checkout counter)
  counterTitle: 'Offerte alla cassa',
  counterIntro: 'Prima di pagare: piccoli prodotti in offerta, come alla cassa del negozio.',
  counterOpen: 'Vedi le offerte alla cassa',
  counterLoading: 'Caricamento delle offerte…',
  counterLoadError: 'Non è stato possibile caricare le offerte.',
  counterNone: 'Nessuna offerta alla cassa al momento.',
} as const;
