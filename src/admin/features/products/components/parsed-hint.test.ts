import { describe, expect, it } from 'vitest';
import { parsedHint } from './specifications-editor';

describe('the parsed value staff see beside a specification', () => {
  it('shows the typed value in the attribute unit, or why it is refused', () => {
    expect(parsedHint('appliances', 'Power', '1.2 kW')).toBe('→ 1200 W (Power)');
    expect(parsedHint('lighting', 'Base', 'e27')).toBe('→ E27 (Base)');
    expect(parsedHint('plugs', 'Safety Shutter', 'Yes')).toBe('→ Yes (Safety shutter)');
    expect(parsedHint('lighting', 'Wattage', 'nine watts')).toBe('Not a number in W: saving will be refused');
    expect(parsedHint('lighting', 'Warranty', '2 years')).toBeNull();
  });
});
