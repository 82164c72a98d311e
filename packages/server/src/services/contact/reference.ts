// The lists the write-us form chooses from (spec §7: segnalationTypes, segnalationType/{id}/messages,
// browsers, connectionTypes, operatingSystems). chosen: what an Italian grocer's customer service sorts
// its reports by; the server answers them so the shop can change them without a new page.
import type { ContactOption, SegnalationType } from '@mercato/contracts/contact';

export const SEGNALATION_TYPES: readonly SegnalationType[] = [
  { id: 'SITE_ERROR', group: 'TECNICAL_PROBLEM', description: 'Errore durante la navigazione del sito' },
  { id: 'LOGIN', group: 'TECNICAL_PROBLEM', description: "Problema di accesso all'account" },
  { id: 'PAYMENT', group: 'TECNICAL_PROBLEM', description: 'Problema durante il pagamento' },
  { id: 'APP', group: 'TECNICAL_PROBLEM', description: "Problema con l'app" },
  { id: 'LATE', group: 'DELIVERY_PROBLEM', description: 'Consegna in ritardo' },
  { id: 'MISSING', group: 'DELIVERY_PROBLEM', description: 'Prodotti mancanti' },
  { id: 'DAMAGED', group: 'DELIVERY_PROBLEM', description: 'Prodotti danneggiati' },
  { id: 'NOT_DELIVERED', group: 'DELIVERY_PROBLEM', description: 'Ordine non consegnato' },
  { id: 'SUGGESTION', group: 'REPORT', description: 'Suggerimento' },
  { id: 'PRODUCT_REQUEST', group: 'REPORT', description: 'Richiesta di un prodotto' },
  { id: 'INFO', group: 'REPORT', description: 'Richiesta di informazioni' },
  { id: 'PRAISE', group: 'REPORT', description: 'Apprezzamento' },
];

/** Suggested texts per nature (a shopper may pick one to start the message from). */
export const SEGNALATION_MESSAGES: Readonly<Record<string, readonly string[]>> = {
  SITE_ERROR: ['La pagina non si carica', 'Compare un messaggio di errore', 'Un pulsante non funziona'],
  LOGIN: ['Non ricordo la password', 'Il sito non accetta le mie credenziali'],
  PAYMENT: ['Il pagamento non va a buon fine', "L'importo addebitato non è corretto"],
  APP: ["L'app si chiude da sola", "Non riesco ad aggiornare l'app"],
  LATE: ["La spesa è arrivata dopo l'orario scelto", 'La spesa non è ancora arrivata'],
  MISSING: ['Nella consegna mancavano alcuni prodotti'],
  DAMAGED: ['Alcuni prodotti sono arrivati danneggiati', 'Alcuni prodotti erano scaduti'],
  NOT_DELIVERED: ['Non ho ricevuto la spesa'],
  SUGGESTION: ['Vorrei suggerire un miglioramento del sito'],
  PRODUCT_REQUEST: ['Vorrei trovare online un prodotto del negozio'],
  INFO: ['Vorrei avere informazioni sul servizio'],
  PRAISE: ['Complimenti per il servizio'],
};

export const BROWSERS: readonly ContactOption[] = [
  { id: 'CHROME', description: 'Google Chrome' },
  { id: 'FIREFOX', description: 'Mozilla Firefox' },
  { id: 'SAFARI', description: 'Safari' },
  { id: 'EDGE', description: 'Microsoft Edge' },
  { id: 'OPERA', description: 'Opera' },
  { id: 'SAMSUNG', description: 'Samsung Internet' },
  { id: 'OTHER', description: 'Altro' },
];

export const CONNECTION_TYPES: readonly ContactOption[] = [
  { id: 'FIBRA', description: 'Fibra' },
  { id: 'ADSL', description: 'ADSL' },
  { id: 'MOBILE', description: 'Rete mobile (4G/5G)' },
  { id: 'WIFI_PUBLIC', description: 'Wi-Fi pubblico' },
  { id: 'OTHER', description: 'Altro' },
];

export const OPERATING_SYSTEMS: readonly ContactOption[] = [
  { id: 'WINDOWS', description: 'Windows' },
  { id: 'MACOS', description: 'macOS' },
  { id: 'LINUX', description: 'Linux' },
  { id: 'ANDROID', description: 'Android' },
  { id: 'IOS', description: 'iOS / iPadOS' },
  { id: 'OTHER', description: 'Altro' },
];

const ids = (list: readonly ContactOption[]) => new Set(list.map((o) => o.id));
export const BROWSER_IDS = ids(BROWSERS);
export const CONNECTION_TYPE_IDS = ids(CONNECTION_TYPES);
export const OPERATING_SYSTEM_IDS = ids(OPERATING_SYSTEMS);
