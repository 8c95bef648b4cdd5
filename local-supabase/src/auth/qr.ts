// The TOTP enrolment QR code as an SVG string, like GoTrue's `totp.qr_code`.
import qrcode from 'qrcode-generator';

export function totpQrSvg(uri: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(uri);
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 4, scalable: true });
}
