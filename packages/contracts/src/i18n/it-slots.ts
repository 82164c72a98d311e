// The `slots` area of the Italian texts (spec orders §2 "Delivery slot panels", §4 slot states, §6 free
// visitor, §8 empty state), in its own module so that the slot picker element carries at load only what
// its first view shows: the heading, the weekly grid and its legend, the booked summary with its hold, a
// lost race. The texts of its lazily loaded parts (the day, slider and lite layouts, the select-based
// variant, the dialogs) are in it-slots-parts.ts. it.ts spreads both into `slots`.
export const slots = {
  bookTitle: 'Prenota la data di {service}',
  changeTitle: 'Scegli la nuova data di {service}',
  // chosen: the {service} of the two headings, by site (home delivery and pharmacy, or the pickups)
  serviceDelivery: 'consegna',
  servicePickup: 'ritiro',
  editBooking: 'Modifica Prenotazione',
  empty: 'Nessuno slot momentaneamente disponibile',
  freeVisit: "Effettua l'accesso per utilizzare il servizio",
  // chosen: slot panels for free visitors (orders §6: pickup and home delivery slots are unavailable)
  freeVisitUnavailable: 'I servizi di ritiro e consegna a domicilio non sono disponibili in visita libera.',
  cancel: 'Annulla',
  confirmChange: 'Conferma modifica',
  // chosen: week navigation and what a screen reader hears of the grid
  previousWeek: 'Settimana precedente',
  nextWeek: 'Settimana successiva',
  weekRange: 'Dal {from} al {to}',
  gridCaption: 'Fasce orarie dal {from} al {to}',
  timeRange: 'Fascia oraria',
  // chosen: legend labels; a slot's accessible name ends with them too ('…, 3,90 €, disponibile, eco')
  legendTitle: 'Legenda',
  legend: {
    available: 'Disponibile',
    blockedByTrolley: 'Bloccato dal contenuto del carrello',
    reserved: 'Prenotato',
    soldOut: 'Esaurito',
    pharmacyOrder: 'Ordine farmacia',
    groceryOrder: 'Ordine spesa',
    wineOrder: 'Ordine enoteca',
    beautyOrder: 'Ordine beauty',
    eco: 'Eco',
    fast: 'Fast',
    promotional: 'Promozionale',
    inactive: 'Non attivo',
    linkedToGroceryOrder: 'Collegato a un ordine spesa',
  },
  // chosen: the name of a grid cell without a slot, and of the slot chosen but not yet confirmed (modify mode)
  noSlot: 'nessuno slot',
  chosen: 'scelto, da confermare',
  // chosen: free slot
  free: 'Gratis',
  // chosen: the booked summary and its hold (the 'extend' prompt shows 10 minutes before the hold ends)
  bookedTitle: 'La tua prenotazione',
  heldUntil: 'Prenotazione valida fino alle {time}',
  extendPrompt: 'La prenotazione scade alle {time}: vuoi mantenerla ancora?',
  extend: 'Prolunga',
  booked: 'Prenotato: {slot}',
  changed: 'Nuova data scelta: {slot}',
  // chosen: a booking that lost the race (HTTP 409) and the nearest free slots offered instead
  lostRace: 'Questa fascia è appena stata prenotata da un altro cliente.',
  nearest: 'Le fasce libere più vicine:',
  // chosen: read-only availability on a partner page, and the way into the shop
  loginToBook: 'Accedi per prenotare',
  loading: 'Caricamento in corso…',
  // chosen: the toggle of the select-based variant of the weekly grid (its texts are in it-slots-parts.ts)
  selectsToggle: 'Scegli da un elenco',
} as const;
