import { describe, it, expect } from 'vitest';
import { CARD_DESCRIPTION_LENGTH, truncateDescription } from '../../src/lib/catalog/text';

describe('truncateDescription', () => {
  it('cuts the card description to 25 characters plus ... (spec 000 §2 Product card)', () => {
    expect(CARD_DESCRIPTION_LENGTH).toBe(25);
    expect(truncateDescription('Clinically proven antioxidant blend for a healthy immune system')).toBe(
      'Clinically proven antioxi...',
    );
  });

  it('leaves a description of 25 characters or fewer unchanged (spec 000 §2 Product card)', () => {
    expect(truncateDescription('Supports lean muscle')).toBe('Supports lean muscle');
    expect(truncateDescription('Exactly twenty-five chars')).toBe('Exactly twenty-five chars');
  });

  it('adds the dots to the 26th character onward (spec 000 §2 Product card)', () => {
    expect(truncateDescription('Exactly twenty-five chars!')).toBe('Exactly twenty-five chars...');
  });

  it('leaves no space before the dots (spec 000 §2 Product card)', () => {
    expect(truncateDescription('Healthy digestion for a   happy pet')).toBe('Healthy digestion for a h...');
    expect(truncateDescription('Healthy digestion for an  happy pet')).toBe('Healthy digestion for an...');
  });

  it('shows line breaks and runs of spaces as one space, as the page would', () => {
    expect(truncateDescription('  Small\n\nbites  ')).toBe('Small bites');
  });

  it('takes another length when asked', () => {
    expect(truncateDescription('Chicken & Barley Recipe', 7)).toBe('Chicken...');
    expect(truncateDescription('')).toBe('');
  });
});
