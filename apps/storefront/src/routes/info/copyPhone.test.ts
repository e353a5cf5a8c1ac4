import { describe, expect, it, vi } from 'vitest';
import { copyPhone } from './copyPhone.ts';

const phone = { tel: '+97143456789', display: '+971 4 345 6789' };

describe('copying the shop phone (customer spec §1, §7 phone copy)', () => {
  it('writes the dialable number and sends phoneCopy once the clipboard took it', async () => {
    const writeText = vi.fn(async () => undefined);
    const track = vi.fn();
    await expect(copyPhone(phone, { clipboard: { writeText }, pixel: { track } })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('+97143456789');
    expect(track).toHaveBeenCalledExactlyOnceWith('phoneCopy');
  });

  it('sends nothing when the clipboard refuses', async () => {
    const track = vi.fn();
    const writeText = vi.fn(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    await expect(copyPhone(phone, { clipboard: { writeText }, pixel: { track } })).resolves.toBe(false);
    expect(track).not.toHaveBeenCalled();
  });

  it('sends nothing when there is no clipboard at all', async () => {
    const track = vi.fn();
    await expect(copyPhone(phone, { clipboard: undefined, pixel: { track } })).resolves.toBe(false);
    expect(track).not.toHaveBeenCalled();
  });
});
