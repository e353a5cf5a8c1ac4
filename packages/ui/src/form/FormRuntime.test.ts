import { describe, expect, it } from 'vitest';
import { createForm, FORM_ERROR } from 'final-form';
import { FormRuntime, toSubmitErrors } from './FormRuntime.ts';

describe('the form runtime', () => {
  it('turns a server answer into final-form submit errors, nested by path', () => {
    expect(toSubmitErrors(undefined)).toBeUndefined();
    expect(toSubmitErrors({})).toBeUndefined();
    expect(
      toSubmitErrors({ formError: 'Not saved', fieldErrors: { email: 'Taken', 'address.city': 'Unknown', 'items[1].title': 'Too long' } }),
    ).toEqual({
      [FORM_ERROR]: 'Not saved',
      email: 'Taken',
      address: { city: 'Unknown' },
      items: [undefined, { title: 'Too long' }],
    });
  });

  it('commits debounced input at once when asked (submit), and only once', () => {
    const runtime = new FormRuntime(createForm({ onSubmit: () => undefined }));
    const committed: string[] = [];
    const release = runtime.holdCommit(() => committed.push('email'));
    runtime.holdCommit(() => committed.push('name'));
    release();
    runtime.flushCommits();
    runtime.flushCommits();
    expect(committed).toEqual(['name']);
  });

  it('settles only when every async rule has answered, including ones started meanwhile', async () => {
    const runtime = new FormRuntime(createForm({ onSubmit: () => undefined }));
    const order: string[] = [];
    runtime.trackAsync(
      new Promise<void>((resolve) =>
        setTimeout(() => {
          order.push('first');
          runtime.trackAsync(new Promise<void>((done) => setTimeout(() => done(order.push('second') as unknown as void), 5)));
          resolve();
        }, 5),
      ),
    );
    runtime.trackAsync(Promise.reject(new Error('offline')));
    await runtime.settle();
    expect(order).toEqual(['first', 'second']);
  });

  it('lists fields and knows which exist', () => {
    const runtime = new FormRuntime(createForm({ onSubmit: () => undefined }));
    const unregister = runtime.registerField({ name: 'email', label: 'Email', element: () => null });
    expect(runtime.hasField('email')).toBe(true);
    expect(runtime.fields().map((f) => f.name)).toEqual(['email']);
    unregister();
    expect(runtime.hasField('email')).toBe(false);
  });
});
