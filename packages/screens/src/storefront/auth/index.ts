// The storefront's auth screens (issue #5).
export { DetailsView, type DetailsViewProps, type ProfileDetails } from './DetailsView/index.ts';
export { LoginView, type LoginRequest, type LoginViewProps, type OtpChannel } from './LoginView/index.ts';
export { serverErrorId, type ServerErrorLike, type ServerErrorTable } from './ServerErrorAlert/index.ts';
export { VerifyOtpView, type ResendState, type VerifyOtpViewProps } from './VerifyOtpView/index.ts';
export { type SubmitAnswer } from './usePendingSubmit.ts';
