import { describe, expect, it } from 'vitest';
import { codeFromQr, typedCode } from './visitCode';

describe('the sign-in code', () => {
  it('forgives case, spaces and dashes when typed, and refuses what cannot be a code', () => {
    expect(typedCode(' abcd 2345 ')).toBe('ABCD2345');
    expect(typedCode('abcd-2345')).toBe('ABCD2345');
    expect(typedCode('ABCD234')).toBeNull();
    // 0, O, 1, I and L are not in the alphabet: they look alike.
    expect(typedCode('ABCD2340')).toBeNull();
  });

  it('is read from a QR code holding the code, or an address carrying it', () => {
    expect(codeFromQr('ABCD2345')).toBe('ABCD2345');
    expect(codeFromQr('https://app.example.com/kiosk/code?code=abcd2345')).toBe('ABCD2345');
    expect(codeFromQr('https://app.example.com/visit/ABCD2345')).toBe('ABCD2345');
    expect(codeFromQr('https://example.com/hello')).toBeNull();
  });
});
