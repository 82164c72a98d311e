/** Italian texts of the shared UI (defaults; every component takes them as props too). */
export const labels = {
  modalDefaultTitle: 'Attenzione',
  confirmYes: 'Si',
  confirmNo: 'No',
  ok: 'OK',
  loading: 'Caricamento in corso',
  closeNotification: 'Chiudi',
  toastType: { warning: 'Attenzione', info: 'Informazione', error: 'Errore', success: 'Operazione riuscita' },
  pager: 'Paginazione',
  pagerFirst: 'Prima pagina',
  pagerPrevious: 'Pagina precedente',
  pagerNext: 'Pagina successiva',
  pagerLast: 'Ultima pagina',
  pagerPage: (n: number) => `Pagina ${n}`,
  quantity: 'Quantità',
  quantityMore: '...',
  quantityInvalid: (min: number, max: number) => `Inserire una quantità da ${min} a ${max}`,
  imageUnavailable: 'Immagine non disponibile',
  feedback: {
    trolley: { add: 'Prodotto aggiunto al carrello', remove: 'Prodotto rimosso dal carrello', warn: 'Attenzione' },
    list: { add: 'Prodotto aggiunto alla lista', remove: 'Prodotto rimosso dalla lista', warn: 'Attenzione' },
  },
} as const;
