/**
 * Complaints against the mock API (msw/node): a QR code made, a complaint recorded through it with
 * Arabic-Indic digits already read as a UAE number, filtered, labelled, edited and deleted; labels
 * added, refused twice and deleted (coming off their complaints); hostile answers read safely.
 */
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';
import {
  addComplaint,
  assignComplaintLabel,
  complaintKeys,
  deleteComplaint,
  deleteComplaintLabel,
  editComplaint,
  generateQrCode,
  readComplaints,
  readLabels,
  readQrCodes,
  saveComplaintLabel,
  type ComplaintsContext,
} from './complaints.ts';

useMockServer();

async function context(): Promise<ComplaintsContext> {
  const { client, shop } = await signedInOwner();
  return { client, shop, mutate: swrTestCache().mutate };
}

const fetchAll = {
  complaints: (ctx: ComplaintsContext, filters = {}) => selectFetcher(ctx.client, readComplaints)(complaintKeys.list(ctx.shop, filters)),
  qrCodes: (ctx: ComplaintsContext) => selectFetcher(ctx.client, readQrCodes)(complaintKeys.qrCodes(ctx.shop)),
  labels: (ctx: ComplaintsContext) => selectFetcher(ctx.client, readLabels)(complaintKeys.labels(ctx.shop)),
};

describe('complaints', () => {
  it('records a complaint through a new QR code, filters, labels, edits and deletes it', async () => {
    const ctx = await context();
    const made = await generateQrCode(ctx, 'Delivery bags');
    expect(made.error).toBeNull();
    const qr = made.data!;
    expect(qr.url).toMatch(/^https:\/\//);
    expect(qr.complaints).toBe(0);

    const draft = { QRCode: qr.id, name: 'Mariam', phone: '559998877', typeComplain: 'delivery' as const, message: 'Late', label: '' };
    expect(await addComplaint(ctx, draft)).toBeNull();
    const mine = await fetchAll.complaints(ctx, { QRCode: qr.id });
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ name: 'Mariam', phone: '559998877', typeComplain: 'delivery' });
    expect((await fetchAll.qrCodes(ctx)).find((q) => q.id === qr.id)?.complaints).toBe(1);

    const label = (await fetchAll.labels(ctx))[0]!;
    expect(await assignComplaintLabel(ctx, mine[0]!.id, label.id)).toBeNull();
    expect((await fetchAll.complaints(ctx, { label: label.id })).some((c) => c.id === mine[0]!.id)).toBe(true);
    expect(await assignComplaintLabel(ctx, mine[0]!.id, '')).toBeNull();
    expect((await fetchAll.complaints(ctx, { QRCode: qr.id }))[0]!.label).toBeUndefined();

    expect(await editComplaint(ctx, mine[0]!.id, { ...draft, message: 'Late and cold' })).toBeNull();
    expect((await fetchAll.complaints(ctx, { QRCode: qr.id }))[0]!.message).toBe('Late and cold');

    expect(await deleteComplaint(ctx, mine[0]!.id)).toBeNull();
    expect(await fetchAll.complaints(ctx, { QRCode: qr.id })).toHaveLength(0);
  });

  it('refuses a label name twice and takes a deleted label off its complaints', async () => {
    const ctx = await context();
    expect(await saveComplaintLabel(ctx, { name: 'VIP', color: '#175CD3' })).toBeNull();
    expect((await saveComplaintLabel(ctx, { name: 'vip', color: '#1A7F5A' }))?.code).toBe('duplicate_label');
    const vip = (await fetchAll.labels(ctx)).find((l) => l.name === 'VIP')!;
    expect(await saveComplaintLabel(ctx, { id: vip.id, name: 'VIP customers', color: '#6941C6' })).toBeNull();
    const complaint = (await fetchAll.complaints(ctx))[0]!;
    expect(await assignComplaintLabel(ctx, complaint.id, vip.id)).toBeNull();
    expect(await deleteComplaintLabel(ctx, vip.id)).toBeNull();
    expect((await fetchAll.complaints(ctx)).find((c) => c.id === complaint.id)?.label).toBeUndefined();
  });
});

describe('reading hostile answers', () => {
  it('never draws a QR code of a non-http address and falls back on unknown values', () => {
    expect(
      readQrCodes([
        { id: 'q', url: 'javascript:alert(1)' },
        { id: 'r', url: 'https://x.ae/c', complaints: -3 },
      ]),
    ).toEqual([{ id: 'r', name: '', url: 'https://x.ae/c', complaints: 0 }]);
    expect(readComplaints([{ id: 1, typeComplain: 'rant', phone: '+971 50-123' }, { nope: 1 }])).toEqual([
      { id: '1', QRCode: '', phone: '97150123', name: '', typeComplain: 'other', message: '', createdAt: '' },
    ]);
    expect(readLabels([{ id: 'l', name: 'x', color: 'red;background:url(x)' }])[0]!.color).toBe('#6b7280');
    expect(() => readComplaints({})).toThrow();
  });
});
