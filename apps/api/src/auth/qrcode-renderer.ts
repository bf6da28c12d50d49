import QRCode from 'qrcode';
import type { QrCodeRenderer } from '@atrium/tenancy';

/** A PNG drawn on the server, so the console ships no QR library and the CLI could show the same image. */
export class QrcodeRenderer implements QrCodeRenderer {
  dataUrl(text: string): Promise<string> {
    return QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  }
}
