export { VerifyOtpView, type ResendState, type VerifyOtpViewProps } from './VerifyOtpView.tsx';
