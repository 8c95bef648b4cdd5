import { describe, expect, it } from 'vitest';
import { emulatedPhone, REFERENCE_PHONE_INDEX } from './emulated-phone.mjs';

describe('emulatedPhone', () => {
  it('the reference host at 4× is the reference phone, without a note', () => {
    const phone = emulatedPhone(2822, 4);
    expect(Math.round(phone.index)).toBe(REFERENCE_PHONE_INDEX + 1);
    expect(phone.warning).toBeUndefined();
    expect(phone.line).toContain('~706 (host 2822 ÷ 4×)');
  });

  it('a faster host at a fixed 4× emulates a faster phone, and says its verdicts are lenient', () => {
    const phone = emulatedPhone(3811, 4);
    expect(phone.warning).toMatch(/phone 35 % faster .* pass more easily .* --cpu=calibrated/);
  });

  it('a slower host at 4× emulates a slower phone, and says its verdicts are harsh', () => {
    expect(emulatedPhone(2086, 4).warning).toMatch(/phone 26 % slower .* fail more easily/);
  });

  it('a calibrated run is within the tolerance', () => {
    expect(emulatedPhone(3811, 5.4).warning).toBeUndefined();
  });
});
