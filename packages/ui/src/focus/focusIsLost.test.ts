import { describe, expect, it } from 'vitest';
import { focusIsLost } from './focusIsLost.ts';

const body = { isConnected: true } as HTMLElement;
const doc = (activeElement: Element | null) => ({ activeElement, body });

describe('focusIsLost', () => {
  it('is lost on nothing, on <body>, and on a control that was removed but is still named active', () => {
    expect(focusIsLost(doc(null))).toBe(true);
    expect(focusIsLost(doc(body))).toBe(true);
    expect(focusIsLost(doc({ isConnected: false } as Element))).toBe(true);
  });

  it('is kept on a control in the page', () => {
    expect(focusIsLost(doc({ isConnected: true } as Element))).toBe(false);
  });
});
