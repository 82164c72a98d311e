// The demo FAQ (issue 37): what the FAQ pages list and the shop's assistant answers from (Italian
// full-text search over question, keywords and answer). Static texts, drawn from no random stream, so
// the rows of every other table stay as they were. The complaint section ('Reclami') is shown only when
// the server says so (contact/showComplaintFaqSection).
import { COMPLAINT_FAQ_SECTION } from '@mercato/contracts/contact';

export interface FaqSeed {
  section: string;
  question: string;
  answer: string;
  keywords: string;
  link?: [url: string, label: string];
}

export const FAQ_ENTRIES: readonly FaqSeed[] = [
  {
    section: 'Consegna',
    question: 'In quali orari consegnate la spesa?',
    answer:
      'Consegniamo dal lunedì al sabato dalle 8:00 alle 22:00, in fasce di due ore. Scegli la fascia che preferisci nel calendario delle consegne prima di confermare l’ordine.',
    keywords: 'ora orari orario ore fascia fasce quando arriva consegna consegnate domicilio',
    link: ['/customer-faq', 'Domande frequenti'],
  },
  {
    section: 'Consegna',
    question: 'Consegnate nella mia zona?',
    answer:
      'Inserisci il CAP e la via nella pagina iniziale: ti mostriamo subito i servizi disponibili al tuo indirizzo. Se il servizio non è ancora attivo puoi chiedere di essere avvisato.',
    keywords: 'zona cap città comune indirizzo copertura servizio disponibile',
    link: ['/index', 'Verifica il tuo indirizzo'],
  },
  {
    section: 'Consegna',
    question: 'Quanto costa la consegna?',
    answer:
      'Il costo dipende dalla fascia oraria scelta ed è indicato nel calendario delle consegne. Le fasce ecologiche costano meno.',
    keywords: 'costo prezzo spese spedizione gratis gratuita',
  },
  {
    section: 'Consegna',
    question: 'Cosa succede se non sono in casa alla consegna?',
    answer:
      'Il corriere ti chiama al numero indicato nell’indirizzo di consegna. Se non riesce a consegnare, il Servizio clienti ti contatta per fissare una nuova consegna.',
    keywords: 'assente casa citofono corriere mancata consegna',
  },
  {
    section: 'Clicca e Vai',
    question: 'Come funziona Clicca e Vai?',
    answer:
      'Ordini online, scegli il punto di ritiro e l’orario, e ritiri la spesa già pronta. Alcuni punti di ritiro sono riservati e richiedono un codice di accesso.',
    keywords: 'ritiro drive locker punto ritiro negozio',
  },
  {
    section: 'Ordini',
    question: 'Posso modificare un ordine già confermato?',
    answer:
      'Sì, dalla sezione I miei ordini, fino all’orario limite indicato nel dettaglio dell’ordine: puoi aggiungere o togliere prodotti e cambiare la fascia di consegna.',
    keywords: 'modifica cambiare aggiungere prodotti annullare',
    link: ['/ordini/precedenti', 'I miei ordini'],
  },
  {
    section: 'Ordini',
    question: 'Come annullo un ordine?',
    answer:
      'Dal dettaglio dell’ordine in I miei ordini scegli Annulla ordine, fino all’orario limite. L’importo pagato con carta viene restituito.',
    keywords: 'annullare cancellare disdire rimborso',
    link: ['/ordini/precedenti', 'I miei ordini'],
  },
  {
    section: 'Pagamenti',
    question: 'Quali metodi di pagamento accettate?',
    answer:
      'Puoi pagare online con carta di credito o prepagata, con i buoni pasto digitali o alla consegna con carta. L’importo viene addebitato solo dopo la preparazione della spesa.',
    keywords: 'pagare pagamento carta credito bancomat contanti buoni pasto',
  },
  {
    section: 'Carta Fìdaty',
    question: 'Come uso la Carta Fìdaty online?',
    answer:
      'Collega la tua Carta Fìdaty al profilo: accumuli punti con ogni spesa online e trovi le offerte riservate ai titolari.',
    keywords: 'fidaty carta fedeltà punti premi raccolta',
    link: ['/account/fidaty', 'La tua Carta Fìdaty'],
  },
  {
    section: 'Account',
    question: 'Ho dimenticato la password: come faccio?',
    answer: 'Nella pagina di accesso scegli Password dimenticata: ti inviamo un’e-mail per impostarne una nuova.',
    keywords: 'password credenziali accesso login recupero',
    link: ['/accedi', 'Accedi'],
  },
  {
    section: 'Contatti',
    question: 'Come contatto il Servizio clienti?',
    answer:
      'Chiamaci al numero verde 800 123 456 dal lunedì al sabato dalle 7:00 alle 23:00 e la domenica dalle 8:30 alle 20:00, oppure scrivici dal modulo Scrivici.',
    keywords: 'contatti telefono numero verde chiamare assistenza scrivere',
    link: ['/customer-service', 'Servizio clienti'],
  },
  {
    section: COMPLAINT_FAQ_SECTION,
    question: 'Come segnalo un problema con un prodotto consegnato?',
    answer:
      'Dal dettaglio dell’ordine consegnato scegli Segnala anomalia: indica i prodotti, il motivo e, se serve, allega una foto. Ti rispondiamo entro due giorni lavorativi.',
    keywords: 'reclamo segnalazione anomalia danneggiato scaduto mancante rimborso',
    link: ['/ordini/precedenti', 'I miei ordini'],
  },
  {
    section: COMPLAINT_FAQ_SECTION,
    question: 'Entro quando posso aprire un reclamo?',
    answer: 'Puoi aprire un reclamo entro 10 giorni dalla consegna o dal ritiro della spesa.',
    keywords: 'reclamo tempo giorni scadenza',
  },
];
