// Real towns and real street names. Postcode assignments follow the real ones where well known and are
// otherwise spread over the town's postcodes (a demo, not a street atlas).
import type { PostcodeCheckResult } from '../schema/geo.ts';

export interface TownData {
  key: 'milano' | 'firenze' | 'bergamo' | 'palermo';
  name: string;
  province: string;
  provinceShortName: string;
  region: string;
  istatCode: string;
  from: number;
  to: number;
  checkResult: PostcodeCheckResult;
  /** Streets known to be in a postcode. */
  known: Record<string, string[]>;
  /** Further real streets of the town, used to give every postcode a handful of streets. */
  filler: string[];
}

export const TOWNS: TownData[] = [
  {
    key: 'milano', name: 'Milano', province: 'Milano', provinceShortName: 'MI', region: 'Lombardia', istatCode: '015146',
    from: 20121, to: 20162, checkResult: 'SUPPORTED',
    known: {
      '20121': ['Via Montenapoleone', 'Via Dante', 'Via Brera', 'Corso Garibaldi', 'Via Alessandro Manzoni', 'Via della Spiga'],
      '20122': ['Corso Vittorio Emanuele II', 'Corso di Porta Romana', 'Via Larga', 'Via Durini', 'Corso Europa'],
      '20123': ['Via Torino', 'Corso Magenta', 'Corso di Porta Ticinese', 'Via Meravigli', 'Via San Vittore'],
      '20124': ['Corso Buenos Aires', 'Via Vittor Pisani', 'Via Tonale', 'Via Fabio Filzi', 'Piazza Gae Aulenti'],
      '20125': ['Viale Monza', 'Via Giuseppe Ferrari', 'Viale Marche', 'Via Zuretti'],
      '20126': ['Viale Sarca', 'Viale Fulvio Testi', 'Via Chiese', "Piazza dell'Ateneo Nuovo"],
      '20127': ['Via Padova', 'Via Leoncavallo', 'Via Giacosa', 'Viale Monza'],
      '20128': ['Via Adriano', 'Via Trasimeno', 'Via Angelo Rizzoli'],
      '20129': ['Viale Piave', 'Via Morgagni', 'Viale Regina Giovanna', 'Corso Venezia'],
      '20131': ['Viale Abruzzi', 'Viale Lombardia', 'Via Teodosio', 'Via Giovanni Pacini'],
      '20132': ['Via Palmanova', 'Via Feltre', 'Via Crescenzago'],
      '20133': ['Viale Argonne', 'Piazza Leonardo da Vinci', 'Via Camillo Golgi', 'Via Celoria'],
      '20134': ['Viale Forlanini', 'Via Rubattino', 'Via Rombon'],
      '20135': ['Corso Lodi', 'Viale Sabotino', "Piazzale Medaglie d'Oro"],
      '20136': ['Via Ripamonti', 'Viale Bligny', 'Via Sarfatti'],
      '20137': ['Viale Molise', 'Viale Corsica', 'Viale Umbria'],
      '20138': ['Via Mecenate', 'Via Salomone', 'Via Zama'],
      '20139': ['Via Mompiani', 'Via Ravenna', 'Corso Lodi'],
      '20141': ['Via Ortles', 'Via Vigentina', 'Via Selvanesco'],
      '20142': ['Via dei Missaglia', 'Viale Famagosta', 'Via Montegani', 'Via Barona'],
      '20143': ['Viale Cassala', 'Via Lodovico il Moro', 'Via Ettore Ponti'],
      '20144': ['Via Tortona', 'Alzaia Naviglio Grande', 'Via Solari', 'Viale Coni Zugna', 'Via Savona'],
      '20145': ['Corso Vercelli', 'Via Ariosto', 'Via Mascheroni', 'Piazza Tre Torri'],
      '20146': ['Via Washington', 'Piazza Napoli', 'Via Giambellino'],
      '20147': ['Via Inganni', 'Via Lorenteggio', 'Via Giambellino'],
      '20148': ['Piazzale Lotto', 'Via Harar', 'Via Paolo Uccello'],
      '20149': ['Via Monte Rosa', 'Viale Ranzoni', 'Via Vincenzo Monti'],
      '20151': ['Via Gallarate', 'Via Appennini', 'Via Cascina Bellaria'],
      '20152': ['Via Bisceglie', 'Via Forze Armate'],
      '20153': ['Via Novara', 'Via Caldera', 'Via Quarto Cagnino'],
      '20154': ['Corso Como', 'Corso Sempione', 'Via Paolo Sarpi', 'Via Luigi Canonica'],
      '20155': ['Viale Certosa', 'Via Mac Mahon', 'Via Cenisio', 'Piazzale Accursio'],
      '20156': ['Via Console Marcello', 'Via Varesina'],
      '20157': ['Via Aldini', 'Via Vialba', 'Via Stephenson'],
      '20158': ['Viale Jenner', 'Via Candiani', 'Via Durando', 'Piazza Bausan'],
      '20159': ['Viale Zara', 'Via Carlo Farini', 'Via Valassina'],
      '20161': ['Via Carlo Imbonati', 'Via Pellegrino Rossi', 'Via Astesani'],
      '20162': ["Viale Ca' Granda", 'Via Ornato', 'Via Arganini', 'Viale Fulvio Testi'],
    },
    filler: [
      'Via Orefici', 'Via Mercanti', 'Via Lanzone', 'Via Cusani', 'Via Solferino', 'Via Moscova', 'Via Volta',
      'Via Melchiorre Gioia', 'Via Lecco', 'Via Panfilo Castaldi', 'Via Lazzaretto', 'Via Settembrini',
      'Viale Tunisia', 'Via Pergolesi', 'Via Plinio', 'Via Eustachi', 'Via Ampère', 'Via Ponzio', 'Via Bazzini',
      'Via Pitteri', 'Via Caduti di Marcinelle', 'Via Tertulliano', 'Via Cadore', 'Via Friuli', 'Via Lorenzini',
      'Via Bergamini', 'Via Giovenale', 'Via Mauri', 'Via Foppa', 'Via Vespri Siciliani', 'Via Primaticcio',
      'Via Gonin', 'Via Val Bavona', 'Via Piccolomini', 'Via Ceriani', 'Via Grassi', 'Via Bovisasca',
      'Via Lessona', 'Via Pallavicino', 'Via Thaon di Revel', 'Via Bignami', 'Via Suzzani', 'Via Racconigi',
    ],
  },
  {
    key: 'firenze', name: 'Firenze', province: 'Firenze', provinceShortName: 'FI', region: 'Toscana', istatCode: '048017',
    from: 50121, to: 50145, checkResult: 'SUPPORTED',
    known: {
      '50121': ['Borgo Pinti', 'Via della Colonna', "Piazza d'Azeglio", 'Via Giuseppe Giusti'],
      '50122': ['Via dei Calzaiuoli', 'Via Ghibellina', 'Borgo dei Greci', 'Via del Proconsolo', 'Via dei Servi'],
      '50123': ["Via de' Tornabuoni", 'Borgo San Lorenzo', 'Via Nazionale', 'Via Faenza', 'Via Panzani'],
      '50124': ['Borgo San Frediano', 'Via Senese', 'Piazza Tasso'],
      '50125': ['Via Romana', 'Via Maggio', 'Piazza Pitti', "Via de' Serragli"],
      '50126': ['Viale Donato Giannotti', 'Via di Ripoli', 'Viale Europa'],
      '50127': ['Viale Guidoni', 'Via di Novoli', 'Via Lippi e Macia'],
      '50129': ['Via Cavour', 'Via San Gallo', 'Viale Lavagnini', 'Piazza della Libertà', 'Viale Don Minzoni'],
      '50131': ['Viale dei Mille', 'Via Luca Landucci'],
      '50132': ['Via Masaccio', 'Via Lorenzo il Magnifico'],
      '50133': ['Viale Alessandro Volta', 'Via Faentina'],
      '50134': ['Largo Brambilla', 'Via Vittorio Emanuele II'],
      '50135': ['Via di Settignano', 'Via del Salviatino'],
      '50136': ['Via Aretina', 'Via di Varlungo'],
      '50137': ["Via Lungo l'Affrico", 'Viale Edmondo De Amicis'],
      '50139': ['Via Bolognese', 'Via delle Forbici'],
      '50141': ['Via delle Panche', 'Via Reginaldo Giuliani'],
      '50142': ['Via del Sansovino', 'Via Bronzino'],
      '50143': ['Via Pisana', 'Piazza Pier Vettori'],
      '50144': ['Viale Francesco Redi', 'Via Ponte alle Mosse', 'Via Doni'],
      '50145': ['Via di Peretola', 'Via Pratese'],
    },
    filler: [
      'Via Guelfa', 'Via dei Neri', "Via de' Benci", 'Via della Scala', 'Via Palazzuolo', 'Via il Prato',
      'Via Gioberti', "Via dell'Agnolo", 'Via Pietrapiana', 'Via Maragliano', 'Via Baracca', 'Via Circondaria',
      'Via Mariti', 'Via Lorenzo Il Magnifico', 'Viale Fratelli Rosselli', 'Via Campo di Marte', 'Via Marconi',
      'Via Datini', 'Via Villamagna', 'Via Erbosa', 'Via Canova', 'Via Torcicoda', 'Via Baccio da Montelupo',
    ],
  },
  {
    key: 'bergamo', name: 'Bergamo', province: 'Bergamo', provinceShortName: 'BG', region: 'Lombardia', istatCode: '016024',
    from: 24121, to: 24129, checkResult: 'SERVICE_UNAVAILABLE',
    known: {
      '24121': ['Viale Papa Giovanni XXIII', 'Via Torquato Tasso', 'Via Pignolo', 'Via Angelo Maj', 'Via Camozzi'],
      '24122': ['Via XX Settembre', "Via Sant'Alessandro", 'Via Moroni', 'Largo Porta Nuova', 'Via San Bernardino'],
      '24123': ['Via Baioni', 'Via Maironi da Ponte'],
      '24124': ['Via Filippo Corridoni', 'Via Suardi', 'Via Borgo Santa Caterina', 'Viale Giulio Cesare'],
      '24125': ['Via Borgo Palazzo', 'Via Gavazzeni'],
      '24126': ['Via Carnovali', 'Via Zanica', 'Via Autostrada'],
      '24127': ['Via Grumello', 'Via Mattioli'],
      '24128': ['Via Broseta', 'Via Statuto', 'Via Nullo'],
      '24129': ['Via Gombito', 'Via Bartolomeo Colleoni', 'Piazza Vecchia'],
    },
    filler: ['Via Paglia', 'Via Palma il Vecchio', 'Via Quarenghi', 'Via Previtali', 'Via Daste e Spalenga'],
  },
  {
    key: 'palermo', name: 'Palermo', province: 'Palermo', provinceShortName: 'PA', region: 'Sicilia', istatCode: '082053',
    from: 90121, to: 90151, checkResult: 'NOT_SUPPORTED',
    known: {
      '90123': ['Corso dei Mille', 'Via Messina Marine'],
      '90127': ['Via Oreto'],
      '90128': ['Via Ernesto Basile'],
      '90129': ['Corso Calatafimi', 'Corso Pisani'],
      '90133': ['Via Maqueda', 'Via Roma', 'Corso Vittorio Emanuele', 'Via Lincoln', 'Via Cavour'],
      '90135': ['Via Giuseppe Pitrè', 'Via Perpignano'],
      '90139': ['Via Ruggero Settimo', 'Via Giuseppe Crispi', 'Via Roma'],
      '90141': ['Via Notarbartolo', 'Via Dante'],
      '90142': ['Via Montepellegrino'],
      '90143': ['Via Libertà', 'Via Marchese di Villabianca'],
      '90144': ['Via Francesco Sciuti', 'Via Ausonia', 'Viale Lazio', 'Via Empedocle Restivo'],
      '90145': ['Via Leonardo da Vinci', 'Via Malaspina'],
      '90146': ['Viale Strasburgo', 'Via Belgio', 'Viale del Fante'],
      '90147': ['Via Tommaso Natale'],
      '90148': ['Via Torretta'],
      '90151': ['Viale Regina Elena', 'Via Principe di Scalea'],
    },
    filler: ['Via Alloro', 'Via Bandiera', 'Via Emerico Amari', 'Via Principe di Belmonte', 'Via Wagner', 'Via Mariano Stabile', 'Via Volturno'],
  },
];

/** Streets that always have every service (used by e2e tests and the demo customers). */
export const FEATURED_STREETS = new Set([
  'Via Torino', 'Corso Buenos Aires', 'Via Montenapoleone', 'Viale Monza', 'Corso Como', 'Via Dante',
  'Via dei Calzaiuoli', "Via de' Tornabuoni", 'Borgo San Lorenzo', 'Corso Vittorio Emanuele II', 'Via Padova',
]);

export const SERVICE_TEXT = {
  supermercato: {
    description: 'Mercato a Casa',
    html: '<p><strong>Mercato a Casa</strong>: la spesa consegnata a casa tua, nella fascia oraria che preferisci.</p>',
  },
  drive: {
    description: 'Clicca e Vai',
    html: '<p><strong>Clicca e Vai</strong>: ordina online e ritira la spesa al punto di ritiro, senza scendere dall\'auto o dagli armadietti.</p>',
  },
  pharma: {
    description: 'Parafarmacia a Casa',
    html: '<p><strong>Parafarmacia a Casa</strong>: prodotti per la salute e farmaci da banco consegnati a domicilio.</p>',
  },
  'pharma-drive': {
    description: 'Parafarmacia Clicca e Vai',
    html: '<p><strong>Parafarmacia Clicca e Vai</strong>: ordina i prodotti della parafarmacia e ritirali al punto di ritiro.</p>',
  },
  prenotazioni: {
    description: 'Prenota e Ritira',
    html: '<p><strong>Prenota e Ritira</strong>: prenota la spesa online e ritirala nel negozio che scegli.</p>',
  },
} as const;

export interface DriveData {
  town: 'milano' | 'firenze';
  site: 'drive' | 'pharma-drive';
  description: string;
  street: string;
  houseNumber: string;
  postcode: string;
  privateCode?: string;
  lockerCount: number;
  openingHours: string;
}

export const DRIVES: DriveData[] = [
  { town: 'milano', site: 'drive', description: 'Clicca e Vai Milano Certosa', street: 'Viale Certosa', houseNumber: '218', postcode: '20155', lockerCount: 0, openingHours: 'Lun-Sab 8:00-22:00' },
  { town: 'milano', site: 'drive', description: 'Clicca e Vai Milano Famagosta', street: 'Viale Famagosta', houseNumber: '75', postcode: '20142', lockerCount: 48, openingHours: 'Lun-Dom 7:00-23:00' },
  { town: 'milano', site: 'drive', description: 'Clicca e Vai Milano Lambrate', street: 'Via Rubattino', houseNumber: '84', postcode: '20134', lockerCount: 32, openingHours: 'Lun-Sab 8:00-21:00' },
  { town: 'milano', site: 'drive', description: 'Clicca e Vai Milano Bicocca', street: 'Viale Sarca', houseNumber: '336', postcode: '20126', lockerCount: 0, openingHours: 'Lun-Sab 8:00-22:00' },
  { town: 'milano', site: 'drive', description: 'Armadietti Milano Stazione Centrale', street: 'Via Vittor Pisani', houseNumber: '2', postcode: '20124', lockerCount: 60, openingHours: 'Tutti i giorni 6:00-24:00' },
  { town: 'milano', site: 'drive', description: 'Mensa aziendale Torre Porta Nuova', street: 'Piazza Gae Aulenti', houseNumber: '10', postcode: '20124', privateCode: 'TORREPN24', lockerCount: 24, openingHours: 'Lun-Ven 8:00-19:00' },
  { town: 'milano', site: 'drive', description: 'Campus Universitario Città Studi', street: 'Piazza Leonardo da Vinci', houseNumber: '32', postcode: '20133', privateCode: 'CAMPUS2026', lockerCount: 36, openingHours: 'Lun-Ven 8:00-20:00' },
  { town: 'milano', site: 'pharma-drive', description: 'Parafarmacia Clicca e Vai Milano Certosa', street: 'Viale Certosa', houseNumber: '218', postcode: '20155', lockerCount: 12, openingHours: 'Lun-Sab 8:00-21:00' },
  { town: 'milano', site: 'pharma-drive', description: 'Parafarmacia Clicca e Vai Milano Corso Lodi', street: 'Corso Lodi', houseNumber: '110', postcode: '20139', lockerCount: 0, openingHours: 'Lun-Sab 8:30-20:00' },
  { town: 'firenze', site: 'drive', description: 'Clicca e Vai Firenze Novoli', street: 'Via di Novoli', houseNumber: '61', postcode: '50127', lockerCount: 0, openingHours: 'Lun-Sab 8:00-21:00' },
  { town: 'firenze', site: 'drive', description: 'Clicca e Vai Firenze Gavinana', street: 'Viale Donato Giannotti', houseNumber: '81', postcode: '50126', lockerCount: 24, openingHours: 'Lun-Dom 8:00-22:00' },
  { town: 'firenze', site: 'drive', description: 'Armadietti Firenze Santa Maria Novella', street: 'Via Panzani', houseNumber: '12', postcode: '50123', lockerCount: 40, openingHours: 'Tutti i giorni 6:00-24:00' },
  { town: 'firenze', site: 'drive', description: 'Area personale Ospedale Careggi', street: 'Largo Brambilla', houseNumber: '3', postcode: '50134', privateCode: 'CAREGGI01', lockerCount: 30, openingHours: 'Tutti i giorni 7:00-21:00' },
  { town: 'firenze', site: 'pharma-drive', description: 'Parafarmacia Clicca e Vai Firenze Novoli', street: 'Via di Novoli', houseNumber: '61', postcode: '50127', lockerCount: 8, openingHours: 'Lun-Sab 8:30-20:00' },
];

export interface StoreData {
  town: 'milano' | 'firenze';
  description: string;
  street: string;
  houseNumber: string;
  postcode: string;
  phoneNumber: string;
  openingHours: string;
  /** The store tag of a Colletta Alimentare collection point (the join link /colletta-alimentare/{tag}). */
  collettaTag?: string;
}

export const PICKUP_STORES: StoreData[] = [
  { town: 'milano', description: 'Mercato Milano Buenos Aires', street: 'Corso Buenos Aires', houseNumber: '33', postcode: '20124', phoneNumber: '02 2940 1122', openingHours: 'Lun-Sab 8:00-21:00, Dom 9:00-20:00', collettaTag: 'milano-buenos-aires' },
  { town: 'milano', description: 'Mercato Milano Torino', street: 'Via Torino', houseNumber: '51', postcode: '20123', phoneNumber: '02 8646 3301', openingHours: 'Lun-Sab 8:00-21:00' },
  { town: 'milano', description: 'Mercato Milano Monza', street: 'Viale Monza', houseNumber: '140', postcode: '20127', phoneNumber: '02 2614 5580', openingHours: 'Lun-Sab 7:30-21:30, Dom 9:00-13:00' },
  { town: 'milano', description: 'Mercato Milano Sempione', street: 'Corso Sempione', houseNumber: '65', postcode: '20154', phoneNumber: '02 3310 2290', openingHours: 'Lun-Sab 8:00-21:00' },
  { town: 'milano', description: 'Mercato Milano Romana', street: 'Corso di Porta Romana', houseNumber: '102', postcode: '20122', phoneNumber: '02 5831 0044', openingHours: 'Lun-Sab 8:00-20:30' },
  { town: 'firenze', description: 'Mercato Firenze San Lorenzo', street: 'Borgo San Lorenzo', houseNumber: '24', postcode: '50123', phoneNumber: '055 239 8811', openingHours: 'Lun-Sab 8:00-21:00', collettaTag: 'firenze-san-lorenzo' },
  { town: 'firenze', description: 'Mercato Firenze Libertà', street: 'Piazza della Libertà', houseNumber: '9', postcode: '50129', phoneNumber: '055 471 2230', openingHours: 'Lun-Sab 8:00-21:00, Dom 9:00-13:00' },
  { town: 'firenze', description: 'Mercato Firenze Novoli', street: 'Via di Novoli', houseNumber: '61', postcode: '50127', phoneNumber: '055 432 9910', openingHours: 'Lun-Dom 8:00-21:00' },
];

export const DELIVERY_AREAS = [
  { code: 'MI-CENTRO', name: 'Milano Centro', town: 'milano', from: 20121, to: 20129 },
  { code: 'MI-EST', name: 'Milano Est', town: 'milano', from: 20130, to: 20140 },
  { code: 'MI-SUDOVEST', name: 'Milano Sud-Ovest', town: 'milano', from: 20141, to: 20150 },
  { code: 'MI-NORD', name: 'Milano Nord', town: 'milano', from: 20151, to: 20162 },
  { code: 'FI-CENTRO', name: 'Firenze Centro', town: 'firenze', from: 50121, to: 50129 },
  { code: 'FI-PERIFERIA', name: 'Firenze Periferia', town: 'firenze', from: 50130, to: 50145 },
] as const;
