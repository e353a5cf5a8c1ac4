export { Actions, Fields, Pair } from '../dialogs.styles.ts';
