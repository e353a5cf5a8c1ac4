import { FormattedMessage } from 'react-intl';
import { Money, VisuallyHidden } from '@dukkan/ui';
import type { WalletEntryItem } from './walletEntry.ts';
import { Amount } from './wallet.styles.ts';

/** The visible sign; a flex item of its own, so assistive technology reads the words apart. */
const SIGNS = { credit: '+', debit: '\u2212' } as const;

/**
 * A credit in green with "+", a debit in the text colour with "−" (Money itself paints a
 * negative amount green, as a discount, so the sign is drawn here), and the direction in words
 * for screen readers, so the meaning never rests on colour or a sign alone.
 */
export function EntryAmount({ entry, size }: { entry: Pick<WalletEntryItem, 'amountFils' | 'kind'>; size?: 'md' | 'lg' }) {
  return (
    <Amount data-kind={entry.kind}>
      <VisuallyHidden>
        <KindName kind={entry.kind} />
      </VisuallyHidden>
      <span aria-hidden="true">{SIGNS[entry.kind]}</span>
      <Money fils={entry.amountFils} size={size} />
    </Amount>
  );
}

/** "Credit" or "Debit", translated. */
export function KindName({ kind }: { kind: WalletEntryItem['kind'] }) {
  return <FormattedMessage id={kind === 'credit' ? 'storefront.wallet.kind.credit' : 'storefront.wallet.kind.debit'} />;
}
