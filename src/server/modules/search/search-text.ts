import { createRequire } from 'node:module';
import { stemmer } from 'stemmer';

// Sanscript is a CommonJS module whose types declare an ES default export it does not have; its
// `module.exports` is the transliterator itself.
const Sanscript = createRequire(import.meta.url)('@indic-transliteration/sanscript') as { t(data: string, from: string, to: string): string };

/**
 * How shop text and shoppers' queries become words, the same way on both sides: Devanagari is
 * transliterated into the Latin spelling people use when they type Hindi on a phone (Hinglish:
 * "पंखा" → "pankha", "बल्ब" → "balb"), accents are dropped, letters lower-cased.
 */

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Devanagari → ITRANS (Sanscript) → the plain Latin spelling of Hinglish: long vowels written short,
 * the nasal mark as "n", "Ch" as "chh", and the vowel Hindi leaves unspoken at a word's end dropped
 * ("balba" → "balb", "taara" → "taar" → "tar"). Nukta and the English "o" of loan words (ऑ, ॉ), which
 * ITRANS lacks, are mapped first.
 */
export function devanagariToLatin(text: string): string {
  if (!DEVANAGARI.test(text)) return text;
  const prepared = text
    .replace(/\u093C/g, '')
    .replace(/\u0949/g, '\u094B')
    .replace(/\u0911/g, '\u0913');
  const itrans = Sanscript.t(prepared, 'devanagari', 'itrans');
  return itrans
    .split(/(\s+)/)
    .map((word) =>
      word
        // the inherent, unspoken final "a" after a consonant (a long "A" stays: पंखा → pankha)
        .replace(/([bcdfghjklmnpqrstvwxyzBCDFGHJKLMNPQRSTVWXYZ])a$/, '$1')
        .replace(/Ch/g, 'chh')
        .replace(/M/g, 'n')
        .replace(/\.n/g, 'n')
        .replace(/~N|N/g, 'n')
        .replace(/[AIU]/g, (c) => c.toLowerCase())
        .replace(/aa|ii|uu/g, (c) => c.slice(1))
        .replace(/R\^?i/g, 'ri')
        .replace(/[^\p{L}\p{N}\s]/gu, '')
        .toLowerCase(),
    )
    .join('');
}

/** Lower-case, accents off, Devanagari in Latin letters. */
export function normalizeText(text: string): string {
  return devanagariToLatin(text.normalize('NFKC')).normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Words of normalised text: letters and digits, decimals and thousands kept whole ("2.5", "1,600"). */
export function wordsOf(normalized: string): string[] {
  return normalized.match(/[\p{L}\p{N}]+(?:[.,]\d+[\p{L}\p{N}]*)*/gu) ?? [];
}

const hasDigit = /\d/;
const lettersOnly = /^\p{L}+$/u;

/** A word's stem (Porter), so "bulbs", "switches" and "lighting" meet "bulb", "switch" and "light". Words with digits are kept as written. */
export function stemOf(word: string): string {
  let stem = stems.get(word);
  if (stem === undefined) {
    stem = hasDigit.test(word) || !lettersOnly.test(word) ? word : stemmer(word);
    // The catalog's words are a few thousand; a shopper's odd ones are bounded by this.
    if (stems.size < 200_000) stems.set(word, stem);
  }
  return stem;
}
const stems = new Map<string, string>();

/** Model numbers are written apart or together ("YDG 313", "ydg313", "KM-108"): both forms are words of the text. */
export function joinedModelWords(words: string[]): string[] {
  const joined: string[] = [];
  for (let i = 0; i + 1 < words.length; i += 1) {
    const a = words[i] ?? '';
    const b = words[i + 1] ?? '';
    if ((lettersOnly.test(a) && /^\d+$/.test(b) && a.length <= 4) || (/^\d+$/.test(a) && lettersOnly.test(b) && b.length <= 2 && a.length >= 3))
      joined.push(a + b);
  }
  return joined;
}

export function isModelWord(word: string): boolean {
  return hasDigit.test(word);
}
