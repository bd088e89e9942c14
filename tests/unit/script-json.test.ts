import { describe, expect, it } from 'vitest';
import { jsonForScript } from '../../src/lib/site/script-json';

describe('JSON inside a script element (issue: close the holes an attacker finds)', () => {
  it('cannot end the element, and reads back as the same value', () => {
    const value = { name: 'Chow</script><script>alert(1)</script>', note: '<!-- x' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/</);
    expect(JSON.parse(text)).toEqual(value);
  });
});
