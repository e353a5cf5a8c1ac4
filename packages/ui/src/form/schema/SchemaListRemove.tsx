import { useIntl } from 'react-intl';
import { Button } from '../../Button/index.ts';
import { BinIcon } from '../../Icon/icons-inputs.tsx';

/** "Remove", named for its row ("Remove Row 2") so that each button says what it removes. */
export function SchemaListRemove({ item, onRemove }: { item: string; onRemove(): void }) {
  const intl = useIntl();
  return (
    <Button variant="ghost" size="sm" aria-label={intl.formatMessage({ id: 'ui.form.list.removeItem' }, { item })} onClick={onRemove}>
      <BinIcon />
      {intl.formatMessage({ id: 'ui.form.list.remove' })}
    </Button>
  );
}
