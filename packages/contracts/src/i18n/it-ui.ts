// The texts of the shared UI primitives of @mercato/ui (the defaults of its components, which take them
// as props too): modals, toasts, loader, pager, quantity, images, action feedback. A module of its own so
// that a bundle using a primitive carries only these. Placeholders are `{name}`, filled by `t()`.
import { clientErrors } from './it-client-errors.ts';

export const ui = {
  // shell §5: the touch zoom of an image without its target (the shell's errors and the zoom dialog)
  zoomConfig: 'Configurazione zoom immagine errata!',
  modalDefaultTitle: clientErrors.defaultTitle,
  confirmYes: 'Si',
  confirmNo: 'No',
  ok: 'OK',
  // chosen: the loader's accessible name
  loading: 'Caricamento in corso',
  closeNotification: 'Chiudi',
  toastType: {
    warning: clientErrors.defaultTitle,
    info: 'Informazione',
    error: clientErrors.errorTitle,
    success: 'Operazione riuscita',
  },
  pager: 'Paginazione',
  pagerFirst: 'Prima pagina',
  pagerPrevious: 'Pagina precedente',
  pagerNext: 'Pagina successiva',
  pagerLast: 'Ultima pagina',
  pagerPage: 'Pagina {page}',
  quantity: 'Quantità',
  quantityMore: '...',
  quantityInvalid: 'Inserire una quantità da {min} a {max}',
  imageUnavailable: 'Immagine non disponibile',
  feedback: {
    trolley: {
      add: 'Prodotto aggiunto al carrello',
      remove: 'Prodotto rimosso dal carrello',
      warn: clientErrors.defaultTitle,
    },
    list: {
      add: 'Prodotto aggiunto alla lista',
      remove: 'Prodotto rimosso dalla lista',
      warn: clientErrors.defaultTitle,
    },
  },
} as const;
