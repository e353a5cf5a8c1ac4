export { AlertIcon, CheckIcon, ChevronBackIcon, ChevronNextIcon, ClockIcon, createIcon, InboxIcon } from './Icon.tsx';
