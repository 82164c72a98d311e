import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight.ts';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .filter((p) => p.mark)
    .map((p) => p.text);

describe('search highlighting', () => {
  it('marks the words of the search where a word of the title starts with them, accents and case ignored', () => {
    expect(marked('Patate a pasta gialla', 'pasta')).toEqual(['pasta']);
    expect(marked('Caffè in grani', 'CAFFE grani')).toEqual(['Caffè', 'grani']);
    expect(marked('Spaghettini', 'spaghetti')).toEqual(['Spaghetti']);
    expect(
      highlightParts('Spaghettini', 'spaghetti')
        .map((p) => p.text)
        .join(''),
    ).toBe('Spaghettini');
  });

  it('marks nothing inside a word, nor a term shorter than 3 characters', () => {
    expect(marked('Pomodorini pelati', 'dori')).toEqual([]);
    expect(marked('Latte di capra', 'di')).toEqual([]);
    expect(highlightParts('Latte di capra', 'di')).toEqual([{ text: 'Latte di capra', mark: false }]);
  });
});
