import { describe, expect, it } from 'vitest';
import { contrastRatio, readableTextColor } from '@dukkan/ui';
import { LABEL_PALETTE, labelRefusalId } from './labelText.ts';

describe('the label palette', () => {
  it('gives every chip text at 4.5:1 or more, and names every colour once', () => {
    for (const { value } of LABEL_PALETTE)
      expect(contrastRatio(value.toLowerCase(), readableTextColor(value)), value).toBeGreaterThanOrEqual(4.5);
    expect(new Set(LABEL_PALETTE.map((c) => c.value)).size).toBe(LABEL_PALETTE.length);
    expect(new Set(LABEL_PALETTE.map((c) => c.nameId)).size).toBe(LABEL_PALETTE.length);
  });

  it('turns a refusal into a message id, never the server text', () => {
    expect(labelRefusalId({ kind: 'network', status: 0, message: 'x' })).toBe('dashboard.labels.refused.network');
    expect(labelRefusalId({ kind: 'http', status: 409, message: 'x' })).toBe('dashboard.labels.refused.invalid');
    expect(labelRefusalId({ kind: 'http', status: 404, message: 'x' })).toBe('dashboard.labels.refused.gone');
    expect(labelRefusalId({ kind: 'http', status: 500, message: 'x' })).toBe('dashboard.labels.refused.server');
  });
});
