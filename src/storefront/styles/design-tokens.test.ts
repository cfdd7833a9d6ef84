import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const storefront = join(import.meta.dirname, '..');
const tokensFile = join(import.meta.dirname, 'tokens.css');

function filesEndingWith(dir: string, endings: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingWith(path, endings);
    return endings.some((ending) => entry.name.endsWith(ending)) ? [path] : [];
  });
}

const sheets = filesEndingWith(storefront, ['.css']).map((path) => ({ path, name: relative(storefront, path), text: readFileSync(path, 'utf8') }));
const colourLiteral = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi;

describe('the storefront takes its colours from the design tokens', () => {
  it('writes no colour outside tokens.css', () => {
    const literals = sheets
      .filter(({ path }) => path !== tokensFile)
      .flatMap(({ name, text }) => (text.replace(/\/\*[\s\S]*?\*\//g, '').match(colourLiteral) ?? []).map((literal) => `${name}: ${literal}`));
    expect(literals).toEqual([]);
  });

  it('writes no colour in a component’s markup either (an SVG fill, an inline style)', () => {
    const markupColour = /\b(?:fill|stroke|stopColor|color|background(?:Color)?)\s*[=:]\s*\{?\s*['"](?:#[0-9a-f]{3,8}|(?:rgba?|hsla?)\()/gi;
    const literals = filesEndingWith(storefront, ['.tsx']).flatMap((path) =>
      (readFileSync(path, 'utf8').match(markupColour) ?? []).map((literal) => `${relative(storefront, path)}: ${literal}`),
    );
    expect(literals).toEqual([]);
  });

  it('uses only custom properties that a sheet defines or a component sets', () => {
    const setByComponents = filesEndingWith(storefront, ['.tsx']).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/['"](--[\w-]+)['"]/g)].map((m) => m[1]),
    );
    const defined = new Set([...sheets.flatMap(({ text }) => [...text.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1])), ...setByComponents]);
    const undefinedUses = sheets.flatMap(({ name, text }) =>
      [...text.matchAll(/var\((--[\w-]+)/g)].filter((m) => !defined.has(m[1])).map((m) => `${name}: ${m[1]}`),
    );
    expect(undefinedUses).toEqual([]);
  });
});
