// The firm's own data, in one place: the firm replaces these values with its real details and every
// page, footer, legal text and structured-data block follows. Values marked REPLACE are realistic
// examples, not the firm's real data.
export const FIRM = {
  name: 'MR Abogados Dénia',
  legalName: 'MR Abogados Dénia, S.L.P.', // REPLACE
  nif: 'B00000000', // REPLACE
  registry: 'Registro Mercantil de Alicante, tomo 0000, folio 00, hoja A-000000', // REPLACE
  email: 'info@mrabogadosdenia.es', // REPLACE
  /** Landline first, mobile second; shown with spaces, dialled without. */
  phones: ['+34 966 42 00 00', '+34 600 00 00 00'], // REPLACE
  /** WhatsApp number in international form without + or spaces (click-to-chat). */
  whatsapp: '34600000000', // REPLACE
  address: {
    street: 'Calle Marqués de Campo, 1', // REPLACE
    postalCode: '03700',
    city: 'Dénia',
    province: 'Alicante',
    region: 'Comunitat Valenciana',
    country: 'ES',
  },
  geo: { latitude: 38.8408, longitude: 0.1057 },
  /** Opening hours, ISO days; the translated schedule texts say the same in words. */
  openingHours: [
    { days: ['Mo', 'Tu', 'We', 'Th'], opens: '09:00', closes: '14:00' },
    { days: ['Mo', 'Tu', 'We', 'Th'], opens: '16:00', closes: '19:00' },
    { days: ['Fr'], opens: '09:00', closes: '14:00' },
  ],
  lawyers: [
    // REPLACE: the firm's practising lawyers.
    { name: 'María Ribes Soler', colegio: 'Ilustre Colegio de la Abogacía de Alicante (ICALI)', colegiado: '0000' },
    { name: 'Miguel Roig Pastor', colegio: 'Ilustre Colegio de la Abogacía de Alicante (ICALI)', colegiado: '0001' },
  ],
  professionalTitle: 'Abogado/a (título oficial español, Ley 34/2006)',
  professionalRules: [
    'Estatuto General de la Abogacía Española (Real Decreto 135/2021)',
    'Código Deontológico de la Abogacía Española',
    'Normas deontológicas del Ilustre Colegio de la Abogacía de Alicante',
  ],
  dataProtectionEmail: 'privacidad@mrabogadosdenia.es', // REPLACE
  /** Who hears of the website's own errors (client errors seen on visitors' pages, issue #47). */
  technicalEmail: 'web@mrabogadosdenia.es', // REPLACE
  reviewsUrl: 'https://www.google.com/maps/search/?api=1&query=MR+Abogados+D%C3%A9nia', // REPLACE
  website: 'https://www.mrabogadosdenia.es', // REPLACE
} as const;

/** `tel:` form of a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** WhatsApp click-to-chat link with a pre-filled, URL-encoded message. */
export function whatsappHref(message: string): string {
  return `https://wa.me/${FIRM.whatsapp}?text=${encodeURIComponent(message)}`;
}

/** Interpolation values for translated texts that mention the firm (legal notice, privacy...). */
export function firmTextValues() {
  const [first] = FIRM.lawyers;
  return {
    firmName: FIRM.name,
    legalName: FIRM.legalName,
    nif: FIRM.nif,
    registry: FIRM.registry,
    email: FIRM.email,
    dataProtectionEmail: FIRM.dataProtectionEmail,
    phone: FIRM.phones[0],
    mobile: FIRM.phones[1],
    address: `${FIRM.address.street}, ${FIRM.address.postalCode} ${FIRM.address.city} (${FIRM.address.province})`,
    colegio: first.colegio,
    colegiados: FIRM.lawyers.map((lawyer) => `${lawyer.name} (nº ${lawyer.colegiado})`).join(', '),
    professionalTitle: FIRM.professionalTitle,
    professionalRules: FIRM.professionalRules.join('; '),
    website: FIRM.website,
  };
}
