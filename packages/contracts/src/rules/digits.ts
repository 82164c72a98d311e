// Only-digits input (spec shell §5): strips every non-digit. Zod-free, for widgets.
export function onlyDigits(text: string): string {
  return text.replace(/\D+/g, '');
}
