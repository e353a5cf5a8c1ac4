/** The next value of a stepper after a key, clamped to [min, max]; null when the key does nothing. */
export function stepValue(key: string, value: number, { min, max, step }: { min: number; max: number; step: number }): number | null {
  const big = step * 10;
  const targets: Record<string, number> = {
    ArrowUp: value + step,
    ArrowDown: value - step,
    PageUp: value + big,
    PageDown: value - big,
    Home: min,
    End: max,
  };
  const target = targets[key];
  if (target === undefined || !Number.isFinite(target)) return null;
  return Math.min(max, Math.max(min, target));
}
