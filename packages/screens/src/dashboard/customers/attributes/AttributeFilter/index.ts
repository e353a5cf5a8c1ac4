export { AttributeFilter, type AttributeFilterProps, type AttributeFilterValue } from './AttributeFilter.tsx';
