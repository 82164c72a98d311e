// The `login` area of the Italian texts: the site's login page (/accedi). The page's title and button
// are shell.login ('Accedi'), its e-mail label notifyMe.email ('Email'), its messages validation's.
// Re-exported by it.ts.
export const login = {
  // chosen: the password field's label
  password: 'Password',
  // chosen: the demo accounts box of the demo shop (hidden with MERCATO_DEMO_ACCOUNTS=0)
  demoTitle: 'Account dimostrativi',
  demoPassword: 'Tutti gli account usano la password',
  demoCustomer: 'Cliente',
  // chosen: the proof-of-work check asked after many failed logins of an account (issue 13)
  captchaSolving: 'Verifica di sicurezza in corso…',
  captchaSolved: 'Verifica di sicurezza completata: inserisci la password e accedi.',
  captchaNoScript:
    'Per la verifica di sicurezza serve JavaScript: attivalo per accedere, oppure riprova tra 15 minuti.',
  demoAccounts: {
    'mario.rossi@example.it': 'Mario Rossi, carta ORO',
    'giulia.bianchi@example.it': 'Giulia Bianchi, carta PLUS, più indirizzi',
    'luca.verdi@example.it': 'Luca Verdi, carta VERDE, regole da accettare',
    'staff@example.it': 'Personale (back office)',
  },
} as const;
