// The firm's own data, in one place: the firm fills in its real details here and every page,
// footer, legal notice and structured-data block follows.
export const FIRM = {
  name: 'MR Abogados Dénia',
  email: 'info@mrabogadosdenia.es',
  phones: ['+34 966 00 00 00', '+34 600 00 00 00'],
  whatsapp: '34600000000',
  address: { street: 'Calle Marqués de Campo 1', postalCode: '03700', city: 'Dénia', region: 'Alicante', country: 'ES' },
} as const;
