// Locker QR images (shell §7 `qrcode/{lockerKeyEnc}`): a PNG of a QR code (npm `qrcode`) holding the key
// code the customer types on the locker's keypad, so the locker's reader opens the door from the phone.
// chosen: error correction M (a phone screen can be scratched or dim), 8 pixels a module, the standard
// quiet zone of 4 modules, black on white.
import QRCode from 'qrcode';

export async function qrPng(text: string): Promise<Uint8Array> {
  const png = await QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
  return new Uint8Array(png);
}
