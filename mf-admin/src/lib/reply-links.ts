// Reply links built from what a visitor typed (their phone number, their e-mail address): every part is
// encoded, so an address like `a@b.es?bcc=…` cannot add recipients or a body to the link.

/** Digits for wa.me: international form without + or spaces; Spanish 9-digit numbers get 34. */
export function whatsappNumber(phone: string): string {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  else if (!trimmed.startsWith('+') && digits.length === 9) digits = `34${digits}`;
  return digits;
}

export function clientWhatsappHref(phone: string, message: string): string {
  return `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(message)}`;
}

export function mailtoHref(email: string, subject?: string, body?: string): string {
  const query = [subject !== undefined ? `subject=${encodeURIComponent(subject)}` : '', body !== undefined ? `body=${encodeURIComponent(body)}` : ''].filter(
    Boolean,
  );
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}${query.length ? `?${query.join('&')}` : ''}`;
}
