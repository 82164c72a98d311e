// The texts of the campioncini omaggio dialog (spec orders §2 "Products and store" dialogs: sample
// products; contracts samples.ts): a module of its own, downloaded with the dialog's lazy chunk, never on
// the trolley step's first load. The trolley step's own few words are checkoutSteps' (samples…).
// chosen: every text below (the spec names the dialog only).
import { ui } from './it-ui.ts';

export const samplesDialog = {
  title: 'Campioncini omaggio',
  intro: 'Scegli fino a {max} campioncini, uno per tipo: li ricevi gratis insieme alla spesa.',
  counter: 'Scelti {count} di {max}',
  limitReached: 'Hai scelto il numero massimo di campioncini: togline uno per sceglierne un altro.',
  loading: 'Caricamento dei campioncini…',
  loadError: 'Non è stato possibile caricare i campioncini.',
  none: 'Nessun campioncino disponibile al momento.',
  free: 'Omaggio',
  added: '{product}: aggiunto ai tuoi campioncini',
  removed: '{product}: tolto dai tuoi campioncini',
  close: ui.closeNotification,
} as const;
