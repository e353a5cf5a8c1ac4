export { LoginView, type LoginRequest, type LoginViewProps, type OtpChannel } from './LoginView.tsx';
