// Which e-mail an outbox row becomes: the enquiry messages (messages.ts) or the booking ones
// (booking-messages.ts) or the client area's content-free notices (client-area-messages.ts) or a client
// error seen on visitors' pages, to the technical contact (client-error-messages.ts).
import { bookingFirmEmail, bookingVisitorEmail } from './booking-messages.ts';
import { clientAreaFirm, clientAreaNews } from './client-area-messages.ts';
import { clientErrorAlert, TECHNICAL_CONTACT } from './client-error-messages.ts';
import { acknowledgement, type ClaimedMessage, type Email, firmNotice, type MessageSettings, PermanentError, testMessage } from './messages.ts';

export function composeEmail(message: ClaimedMessage, settings: MessageSettings): Email {
  const recipients = message.recipients?.length ? message.recipients : settings.firmRecipients;
  switch (message.kind) {
    case 'contact_ack':
    case 'substitution_ack':
      return acknowledgement(message, recipients);
    case 'contact_firm':
    case 'substitution_firm':
      return firmNotice(message, recipients, settings);
    case 'test':
      return testMessage(message, recipients);
    case 'booking_ack':
    case 'booking_reminder':
    case 'booking_cancelled_ack':
    case 'booking_moved_ack':
      return bookingVisitorEmail(message, recipients, settings);
    case 'booking_firm':
    case 'booking_cancelled_firm':
    case 'booking_moved_firm':
      return bookingFirmEmail(message, recipients, settings);
    case 'client_area_news':
      return clientAreaNews(message, recipients, settings.siteUrl);
    case 'client_area_firm':
      return clientAreaFirm(message, recipients, settings.siteUrl);
    case 'client_error_alert':
      return clientErrorAlert(
        message,
        message.recipients?.length ? message.recipients : settings.technicalRecipients?.length ? settings.technicalRecipients : [TECHNICAL_CONTACT],
        settings.siteUrl,
      );
    default:
      throw new PermanentError(`unknown kind ${(message as { kind: string }).kind}`);
  }
}
