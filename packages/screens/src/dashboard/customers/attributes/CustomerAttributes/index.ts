export { CustomerAttributes, type CustomerAttributesProps } from './CustomerAttributes.tsx';
