/**
 * NFC cards (vendor spec §3 "NFC card"): a tap on a card redirects to its target URL,
 * optionally through the shop's landing page. PUT /card creates a card without an id and
 * updates the one it names; the card's chip id is unique on the platform.
 */
import type { EndpointName, NfcCard } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read } from '../../http.ts';
import {
  conflict,
  domainScenarios,
  findOr404,
  invalid,
  optionalBoolean,
  optionalId,
  optionalText,
  readId,
  readText,
  readUrl,
  removeRow,
  staffRoute,
  withoutShop,
  type Fields,
} from './support/index.ts';

const names = ['redirectTarget', 'cards', 'cardGet', 'cardUpdate', 'cardDelete'] as const satisfies readonly EndpointName[];

type CardRow = NfcCard & { shop: string };

function ownCards(shop: string): CardRow[] {
  return db().tables.nfcCards.filter((c) => c.shop === shop);
}

/** The chip's UID as printed by the writer app: 4 to 10 hex bytes, `04:A2:19:6B`. */
function readChipId(f: Fields, except?: CardRow): string {
  const card = read.string(f, 'card', { max: 40 }).trim().toUpperCase();
  if (!/^[0-9A-F]{2}(:[0-9A-F]{2}){3,9}$/.test(card)) throw invalid('card must be the chip id, like 04:A2:19:6B:3C:58:80.');
  if (db().tables.nfcCards.some((c) => c !== except && c.card === card))
    throw conflict('This card is already registered.', 'duplicate_card');
  return card;
}

const redirect = staffRoute('redirectTarget', ({ shop, f }) => {
  const card = findOr404(ownCards(shop), readId(f, 'card'), 'Card');
  const targetUrl = readUrl(f, 'targetUrl');
  const showPage = optionalBoolean(f, 'showPage');
  card.targetUrl = targetUrl;
  if (showPage !== undefined) card.showPage = showPage;
  db().touch();
  return ok(withoutShop(card));
});

const list = staffRoute('cards', ({ shop }) => ok(ownCards(shop).map(withoutShop)));

const get = staffRoute('cardGet', ({ ctx, shop }) => ok(withoutShop(findOr404(ownCards(shop), ctx.params.id ?? '', 'Card'))));

const upsert = staffRoute('cardUpdate', ({ shop, f }) => {
  const id = optionalId(f, 'id');
  if (id) {
    const card = findOr404(ownCards(shop), id, 'Card');
    const changes: Partial<NfcCard> = {};
    const name = optionalText(f, 'name', 80);
    const employerName = optionalText(f, 'employerName', 120);
    if (name) changes.name = name;
    if (employerName !== undefined) changes.employerName = employerName;
    if (f.card !== undefined) changes.card = readChipId(f, card);
    if (f.targetUrl !== undefined) changes.targetUrl = readUrl(f, 'targetUrl');
    const showPage = optionalBoolean(f, 'showPage');
    if (showPage !== undefined) changes.showPage = showPage;
    Object.assign(card, changes);
    db().touch();
    return ok(withoutShop(card));
  }
  const card: CardRow = {
    shop,
    id: db().nextId('nfc'),
    name: readText(f, 'name', 80),
    employerName: optionalText(f, 'employerName', 120) ?? '',
    card: readChipId(f),
    targetUrl: readUrl(f, 'targetUrl'),
    showPage: optionalBoolean(f, 'showPage') ?? true,
  };
  db().tables.nfcCards.push(card);
  db().touch();
  return ok(withoutShop(card), { status: 201 });
});

const remove = staffRoute('cardDelete', ({ shop, f }) => {
  const card = findOr404(ownCards(shop), readId(f), 'Card');
  removeRow(db().tables.nfcCards, card);
  db().touch();
  return ok({ id: card.id });
});

export const nfcScenarios = domainScenarios({
  names,
  handlers: [redirect, list, get, upsert, remove],
  empty: [staffRoute('cards', () => ok([]))],
});
