/**
 * Social cards and NFC cards against the mock API (msw/node): create, update with a picture in
 * the `imageFile` part, a chip registered twice refused, a card retargeted, read back and deleted,
 * and malformed answers read without a crash.
 */
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';
import {
  cardKeys,
  deleteNfcCard,
  readNfcCards,
  readSocialCards,
  retargetNfcCard,
  saveNfcCard,
  saveSocialCard,
  type CardsContext,
} from './cards.ts';

useMockServer();

async function context(): Promise<CardsContext & { read: ReturnType<typeof swrTestCache>['read'] }> {
  const { client, shop } = await signedInOwner();
  const { mutate, read } = swrTestCache();
  return { client, shop, mutate, read };
}

const picture = () => new File([new Uint8Array([137, 80, 78, 71])], 'card.png', { type: 'image/png' });

describe('social cards', () => {
  it('creates a card, then updates it with a picture sent as imageFile', async () => {
    const ctx = await context();
    const created = await saveSocialCard(ctx, {
      title: 'Fresh mangoes this week',
      description: 'Alphonso and Kesar, delivered in Dubai.',
      twitterCard: 'summary',
      twitterSite: '@dukkan',
    });
    expect(created.error).toBeNull();
    const id = created.data!.id;
    expect(created.data).toMatchObject({ title: 'Fresh mangoes this week', twitterCard: 'summary', twitterSite: '@dukkan' });
    expect(created.data!.image).toBeUndefined();

    const updated = await saveSocialCard(ctx, {
      id,
      title: 'Mango season',
      description: '',
      twitterCard: 'summary_large_image',
      twitterSite: '',
      image: picture(),
    });
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject({ id, title: 'Mango season', twitterCard: 'summary_large_image' });
    expect(updated.data!.image).toBeTruthy();
    expect(updated.data!.twitterSite).toBeUndefined();

    const list = await selectFetcher(ctx.client, readSocialCards)(cardKeys.socialCards(ctx.shop));
    expect(list.find((c) => c.id === id)?.title).toBe('Mango season');
  });

  it('passes on the refusal of a handle that is not @name', async () => {
    const ctx = await context();
    const result = await saveSocialCard(ctx, { title: 'x', description: '', twitterCard: 'summary', twitterSite: 'not a handle' });
    expect(result.error?.status).toBe(422);
  });
});

describe('NFC cards', () => {
  it('registers a card, refuses the same chip twice, retargets it and deletes it', async () => {
    const ctx = await context();
    const draft = {
      name: 'Huda Saleh',
      employerName: 'Dukkan Grocery',
      card: '04:a2:19:6b:3c:58:90',
      targetUrl: 'https://dukkan.ae/menu',
      showPage: true,
    };
    const created = await saveNfcCard(ctx, draft);
    expect(created.error).toBeNull();
    const id = created.data!.id;
    expect(created.data!.card).toBe('04:A2:19:6B:3C:58:90');

    const twice = await saveNfcCard(ctx, { ...draft, name: 'Someone else' });
    expect(twice.error?.code).toBe('duplicate_card');

    expect(await retargetNfcCard(ctx, id, 'https://wa.me/971501234567', false)).toBeNull();
    const read = await selectFetcher(ctx.client, readNfcCards)(cardKeys.nfcCards(ctx.shop));
    expect(read.find((c) => c.id === id)).toMatchObject({ targetUrl: 'https://wa.me/971501234567', showPage: false });

    const refused = await retargetNfcCard(ctx, id, 'javascript:alert(1)', true);
    expect(refused?.status).toBe(422);

    expect(await deleteNfcCard(ctx, id)).toBeNull();
    const after = await selectFetcher(ctx.client, readNfcCards)(cardKeys.nfcCards(ctx.shop));
    expect(after.some((c) => c.id === id)).toBe(false);
  });
});

describe('reading hostile answers', () => {
  it('drops rows without an id, falls back on unknown values and refuses a non-list', () => {
    expect(readSocialCards([{ id: 1, title: 'A', twitterCard: 'player' }, { title: 'no id' }, null, 'x'])).toEqual([
      { id: '1', title: 'A', description: '', twitterCard: 'summary_large_image' },
    ]);
    expect(readNfcCards({ cards: [{ id: 'n1', showPage: 'no' }] })).toEqual([
      { id: 'n1', name: '', employerName: '', card: '', targetUrl: '', showPage: true },
    ]);
    expect(() => readNfcCards({ nope: true })).toThrow();
  });
});
