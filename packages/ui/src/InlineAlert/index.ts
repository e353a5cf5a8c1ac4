export { InlineAlert, type InlineAlertAction, type InlineAlertProps, type InlineAlertTone } from './InlineAlert.tsx';
