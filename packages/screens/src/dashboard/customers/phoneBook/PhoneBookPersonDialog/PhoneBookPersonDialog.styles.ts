export { Actions, Fields } from '../dialogs.styles.ts';
