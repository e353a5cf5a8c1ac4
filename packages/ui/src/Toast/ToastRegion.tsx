import { useIntl } from 'react-intl';
import type { QueuedToast } from 'react-aria-components';
import { Button } from '../Button/index.ts';
import { DialogCloseButton } from '../Dialog/index.ts';
import { AlertIcon } from '../Icon/index.ts';
import { InfoIcon, SuccessIcon } from '../Icon/icons-overlays.tsx';
import type { ToastMessage, ToastQueue } from './createToastQueue.ts';
import { ActionSlot, Content, Region, ToastBox, ToastDescription, ToastTitle, ToneIcon } from './Toast.styles.ts';

export interface ToastRegionProps {
  /** The app's (or story's) queue from `createToastQueue()`. */
  queue: ToastQueue;
}

const icons = { success: SuccessIcon, error: AlertIcon, info: InfoIcon };

function ToastRegionItem({ toast, queue }: { toast: QueuedToast<ToastMessage>; queue: ToastQueue }) {
  const { tone, title, description, action } = toast.content;
  const Icon = icons[tone];
  return (
    <ToastBox toast={toast} data-tone={tone}>
      <ToneIcon data-tone={tone} aria-hidden="true">
        <Icon />
      </ToneIcon>
      {/* Errors interrupt (role=alert); success and info wait their turn (role=status, polite). */}
      <Content role={tone === 'error' ? 'alert' : 'status'}>
        <ToastTitle slot="title">{title}</ToastTitle>
        {description ? <ToastDescription slot="description">{description}</ToastDescription> : null}
      </Content>
      {action ? (
        <ActionSlot>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              action.onAction();
              queue.close(toast.key);
            }}
          >
            {action.label}
          </Button>
        </ActionSlot>
      ) : null}
      <DialogCloseButton onClose={() => queue.close(toast.key)} />
    </ToastBox>
  );
}

/**
 * Where toasts appear: a labelled landmark (F6 reaches it) in the inline-end bottom corner.
 * The timers of all visible toasts pause while the pointer is over the region or focus is in it.
 */
export function ToastRegion({ queue }: ToastRegionProps) {
  const intl = useIntl();
  return (
    <Region queue={queue.aria} aria-label={intl.formatMessage({ id: 'ui.toast.region' })}>
      {({ toast }) => <ToastRegionItem toast={toast} queue={queue} />}
    </Region>
  );
}
