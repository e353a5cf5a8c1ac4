export { ServerErrorAlert, type ServerErrorAlertProps } from './ServerErrorAlert.tsx';
export { serverErrorId, type ServerErrorLike, type ServerErrorTable } from './serverError.ts';
