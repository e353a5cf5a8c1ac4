export { LocaleSwitch, type LocaleSwitchProps } from './LocaleSwitch.tsx';
