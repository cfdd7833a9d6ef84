import { describe, expect, it } from 'vitest';
import { numberInWords, rupeesInWords } from './amount-in-words.js';

describe('amounts in words', () => {
  it('uses Indian numbering: thousand, lakh, crore', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(15)).toBe('Fifteen');
    expect(numberInWords(101)).toBe('One Hundred One');
    expect(numberInWords(4600)).toBe('Four Thousand Six Hundred');
    expect(numberInWords(1_23_45_678)).toBe('One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight');
    expect(numberInWords(2_14_74_836)).toBe('Two Crore Fourteen Lakh Seventy-Four Thousand Eight Hundred Thirty-Six');
    expect(numberInWords(1_000_000_000)).toBe('One Hundred Crore');
  });

  it('writes rupees and paise', () => {
    expect(rupeesInWords(460_082)).toBe('Indian Rupees Four Thousand Six Hundred and Eighty-Two Paise Only');
    expect(rupeesInWords(15_222)).toBe('Indian Rupees One Hundred Fifty-Two and Twenty-Two Paise Only');
    expect(rupeesInWords(100_000_00)).toBe('Indian Rupees One Lakh Only');
  });
});
