import { createElement, Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isLazyComponent, lazyComponent } from './lazyControl.tsx';

const Bold: ComponentType<{ text: string }> = ({ text }) => createElement('b', null, text);
// A boundary that did not suspend renders its content between `<!--$-->` markers; one that did, `pending`.
const inSuspense = (node: ReturnType<typeof createElement>) => renderToString(createElement(Suspense, { fallback: 'pending' }, node));

describe('lazyComponent', () => {
  it('shows the fallback until its code is here, then renders at once', async () => {
    const Lazy = lazyComponent(async () => Bold, 'Bold');
    expect(inSuspense(createElement(Lazy, { text: 'hi' }))).toContain('pending');
    await Lazy.preload();
    expect(inSuspense(createElement(Lazy, { text: 'hi' }))).toBe('<!--$--><b>hi</b><!--/$-->');
  });

  it('loads once however often it is asked', async () => {
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads += 1;
      return Bold;
    }, 'Bold');
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(loads).toBe(1);
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    let attempt = 0;
    const Lazy = lazyComponent(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('chunk failed');
      return Bold;
    }, 'Bold');
    await expect(Lazy.preload()).rejects.toThrow('chunk failed');
    await Lazy.preload();
    expect(inSuspense(createElement(Lazy, { text: 'again' }))).toBe('<!--$--><b>again</b><!--/$-->');
  });

  it('is told apart from a plain component', () => {
    expect(isLazyComponent(lazyComponent(async () => Bold, 'Bold'))).toBe(true);
    expect(isLazyComponent(Bold)).toBe(false);
  });
});
