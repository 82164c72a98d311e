// The texts of the slot picker's lazily loaded parts (the day, slider and lite layouts, the select-based
// variant of the grid, the slot constraint dialogs): a module of their own, downloaded with those parts.
// What the picker shows at load is in it-slots.ts; it.ts spreads both into `slots`.
export const slotParts = {
  // chosen: Eco and Fast filters and the days of the slider and day layouts
  filters: 'Filtra le fasce',
  ecoOnly: 'Solo Eco',
  fastOnly: 'Solo Fast',
  days: 'Giorni',
  previousDay: 'Giorno precedente',
  nextDay: 'Giorno successivo',
  noMatch: 'Nessuna fascia corrisponde ai filtri scelti',
  // chosen: the filters' toggle that shows every slot again
  seeAll: 'VEDI TUTTI',
  // chosen: the select-based variant of the weekly grid
  day: 'Giorno',
  time: 'Fascia oraria',
  book: 'Prenota',
  choose: 'Scegli',
  // chosen: the slot constraint dialogs (shell §4: an alert with OK, or a confirm with Si/No)
  blockedTitle: 'Fascia non prenotabile',
  blocked:
    'Alcuni prodotti nel carrello richiedono un tempo di preparazione più lungo: questa fascia non è prenotabile. Scegli una fascia successiva.',
  replaceTitle: 'Modifica Prenotazione',
  replace: 'Vuoi spostare la prenotazione da {old} a {new}?',
  // spec orders §8: slot conflicts on an existing order
  conflictRemoveProducts: 'Rimuovi i prodotti',
  conflictChangeSlot: 'Cambia slot',
} as const;
