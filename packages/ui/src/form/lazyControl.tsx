/**
 * Input types whose code loads with the first form that uses one (issue #17: the form layer's
 * registry must not pull every control into every form). A lazy control renders at once when
 * its chunk is already here (after `preload`, or a previous form), and otherwise suspends into
 * the field's pending box (`FieldPending`) for the one round trip. A failed load is not
 * cached: the next render tries again.
 */
import { createElement, use, type ComponentType, type FunctionComponent } from 'react';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export type LazyComponent<P> = FunctionComponent<P> & {
  /** Starts the load (idempotent); resolves when the component can render without suspending. */
  preload(): Promise<void>;
};

const everyLazyComponent: LazyComponent<never>[] = [];

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, name: string): LazyComponent<P> {
  let loading: Tracked<ComponentType<P>> | undefined;
  const start = (): Tracked<ComponentType<P>> => {
    if (loading) return loading;
    const promise: Tracked<ComponentType<P>> = load();
    promise.status = 'pending';
    promise.then(
      (component) => {
        promise.status = 'fulfilled';
        promise.value = component;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        loading = undefined;
      },
    );
    loading = promise;
    return promise;
  };
  // React's `use` reads a settled promise's `status` synchronously: no suspense once loaded.
  const LazyRender: FunctionComponent<P> = (props: P) => createElement(use(start() as Promise<ComponentType<P>>), props);
  const Lazy = Object.assign(LazyRender, { displayName: `Lazy(${name})`, preload: () => start().then(() => undefined) });
  everyLazyComponent.push(Lazy as LazyComponent<never>);
  return Lazy;
}

export function isLazyComponent<P>(component: ComponentType<P>): component is LazyComponent<P> {
  return typeof (component as Partial<LazyComponent<P>>).preload === 'function';
}

/**
 * Loads every lazy input type now. Storybook calls it before each story, so a story renders as
 * it always has (no pending box in a picture); an app may call it when idle.
 */
export async function preloadInputTypes(): Promise<void> {
  await Promise.all(everyLazyComponent.map((component) => component.preload()));
}
