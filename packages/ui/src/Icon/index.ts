export { AlertIcon, CheckIcon, ChevronBackIcon, ChevronNextIcon, ClockIcon, InboxIcon } from './Icon.tsx';
