/**
 * Social sharing cards (vendor spec §3 "Social card"): the Open Graph / Twitter meta of
 * the shop's pages. PUT creates a card without an id and updates one with it; the
 * picture comes as an optional `imageFile` upload.
 */
import type { EndpointName, SocialCard } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok } from '../../http.ts';
import {
  conflict,
  domainScenarios,
  findOr404,
  invalid,
  optionalEnum,
  optionalId,
  optionalText,
  optionalUpload,
  readText,
  staffRoute,
  uploadUrl,
  withoutShop,
} from './support/index.ts';

const names = ['vendorShopSocialMediaGetMetaCards', 'shopSocialCards'] as const satisfies readonly EndpointName[];

const MAX_CARDS = 10;

const getMetaCards = staffRoute('vendorShopSocialMediaGetMetaCards', ({ shop }) =>
  ok(
    db()
      .tables.socialCards.filter((c) => c.shop === shop)
      .map(withoutShop),
  ),
);

const putSocialCards = staffRoute('shopSocialCards', ({ ctx, shop, f }) => {
  const { tables, touch, nextId } = db();
  const file = optionalUpload(ctx, 'image', 'imageFile');
  const id = optionalId(f, 'id');
  const own = tables.socialCards.filter((c) => c.shop === shop);
  const twitterCard = optionalEnum(f, 'twitterCard', ['summary', 'summary_large_image'] as const);
  const twitterSite = optionalText(f, 'twitterSite', 30);
  if (twitterSite && !/^@\w{1,15}$/.test(twitterSite)) throw invalid('twitterSite must be an @handle.');
  let card: SocialCard & { shop: string };
  if (id) {
    const found = findOr404(own, id, 'Social card');
    const title = optionalText(f, 'title', 70);
    const description = optionalText(f, 'description', 200);
    card = found;
    if (title) card.title = title;
    if (description !== undefined) card.description = description;
  } else {
    if (own.length >= MAX_CARDS) throw conflict(`A shop has at most ${MAX_CARDS} social cards.`, 'too_many_cards');
    card = {
      shop,
      id: nextId('card'),
      title: readText(f, 'title', 70),
      description: optionalText(f, 'description', 200) ?? '',
      twitterCard: 'summary_large_image',
    };
    tables.socialCards.push(card);
  }
  if (twitterCard) card.twitterCard = twitterCard;
  if (twitterSite) card.twitterSite = twitterSite;
  else if (twitterSite === '') delete card.twitterSite;
  if (file) card.image = uploadUrl(shop, file);
  touch();
  return ok(withoutShop(card), { status: id ? 200 : 201 });
});

export const socialCardsScenarios = domainScenarios({
  names,
  handlers: [getMetaCards, putSocialCards],
  empty: [staffRoute('vendorShopSocialMediaGetMetaCards', () => ok([]))],
});
