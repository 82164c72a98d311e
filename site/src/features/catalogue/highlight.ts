// Search highlighting (shell §6 'only when the term reaches a minimum length'): the words of a search
// are marked in the titles of its results where a title's word starts with them, accents and case
// ignored. Chosen: from 3 characters, the length from which the header box suggests (search.ts
// SUGGEST_MIN_LENGTH): a shorter word ('a', 'di', 'al') would mark half of every title.
export const HIGHLIGHT_MIN_LENGTH = 3;

export interface TextPart {
  text: string;
  mark: boolean;
}

const fold = (c: string) =>
  c
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** `text` cut into parts, the parts where a word of `query` (long enough) starts a word marked. */
export function highlightParts(text: string, query: string, minLength = HIGHLIGHT_MIN_LENGTH): TextPart[] {
  const terms = [
    ...new Set(
      fold(query)
        .split(/[^a-z0-9]+/)
        .filter((t) => t.length >= minLength),
    ),
  ];
  const chars = [...text];
  const folded = chars.map(fold);
  // a character that folds to more or less than one (rare ligatures): nothing is marked
  if (terms.length === 0 || folded.some((f) => f.length !== 1)) return [{ text, mark: false }];
  const plain = folded.join('');
  const marked = new Uint8Array(chars.length);
  for (const term of terms) {
    for (let at = plain.indexOf(term); at >= 0; at = plain.indexOf(term, at + 1)) {
      if (at > 0 && /[a-z0-9]/.test(plain[at - 1] as string)) continue;
      marked.fill(1, at, at + term.length);
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < chars.length; i++) {
    const mark = marked[i] === 1;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += chars[i];
    else parts.push({ text: chars[i] as string, mark });
  }
  return parts;
}
