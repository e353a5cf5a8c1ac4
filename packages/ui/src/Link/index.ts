export { Link, LinkProvider, type LinkComponentProps } from './Link.tsx';
