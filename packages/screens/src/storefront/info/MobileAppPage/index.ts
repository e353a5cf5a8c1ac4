export { MobileAppPage, type MobileAppPageProps } from './MobileAppPage.tsx';
