export { AppProviders, type AppProvidersProps } from './AppProviders.tsx';
export { boot } from './boot.tsx';
export { RouterLink } from './RouterLink.tsx';
export { RouteError } from './RouteError.tsx';
export { LocaleStateContext, useLocale, useLocaleState, type LocaleState } from './useLocaleState.ts';
export { createAppServices, ServicesContext, useServices, type AppServices, type AppServicesOptions } from './services.ts';
export { AppRoot, type AppRootProps } from './AppRoot.tsx';
export { useCrossTabSync, useUserState } from './useSession.ts';
export { AppChrome } from './AppChrome.tsx';
