// Italian texts of the chatbot (issue 37): the launcher loads this module alone (it must stay tiny and
// free of imports), the panel and the server's assistant use it too.
export const chat = {
  open: 'Assistenza',
  openLabel: 'Assistenza: apri la chat con l’assistente',
  close: 'Chiudi la chat',
  operatorButton: 'Parla con un operatore',
  title: 'Assistente Mercato',
  loading: 'Caricamento della chat…',
  loadFailed: 'Impossibile caricare la chat. Riprova.',
  retry: 'Riprova',
  input: 'Scrivi un messaggio',
  send: 'Invia',
  typing: 'L’assistente sta scrivendo…',
  offline: 'Sei offline: riconnessione in corso. Il testo che hai scritto non andrà perso.',
  connecting: 'Connessione in corso…',
  you: 'Tu',
  bot: 'Assistente',
  staff: 'Operatore',
  system: 'Avviso',
  counter: '{n} caratteri su {max}',
  welcome:
    'Ciao! Sono l’assistente di Mercato. Chiedimi di consegne, ordini, pagamenti o della Carta Fìdaty. Scrivi «operatore» per parlare con una persona.',
  answerIntro: 'Ecco cosa ho trovato:',
  noAnswer:
    'Non ho trovato una risposta tra le domande frequenti. Prova a riformulare la domanda, consulta le domande frequenti oppure scrivici.',
  faqLink: 'Domande frequenti',
  writeUsLink: 'Scrivici',
  operatorNeedsLogin: 'Per parlare con un operatore devi accedere con il tuo account.',
  operatorQueued: 'Ti sto passando un operatore: resta in attesa, ti risponderà a breve.',
  operatorAlready: 'Sei già in attesa di un operatore.',
  operatorJoined: 'Un operatore ha preso in carico la conversazione.',
  operatorClosed: 'L’operatore ha chiuso la conversazione. Puoi continuare a scrivere all’assistente.',
  tooLong: 'Il messaggio può contenere al massimo 255 caratteri.',
  empty: 'Scrivi un messaggio prima di inviarlo.',
  flood: 'Stai inviando troppi messaggi: attendi qualche secondo e riprova.',
  malformed: 'Messaggio non valido: la chat accetta solo messaggi di testo.',
  originRefused: 'Connessione rifiutata.',
  unavailable: 'La chat non è disponibile in questo momento.',
} as const;

/** The words that ask for a person (spec: 'operatore'). */
export const OPERATOR_WORDS = ['operatore', 'operatrice', 'persona', 'umano'] as const;
