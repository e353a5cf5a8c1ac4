export * from './AttributesView/index.ts';
export * from './AttributeDialog/index.ts';
export * from './AttributeValueDialog/index.ts';
export * from './AttributeFilter/index.ts';
export * from './CustomerAttributes/index.ts';
export { attributeValueText } from './attributeText.ts';
export type { AttributeDraftValues, AttributeItem, AttributeKind } from './types.ts';
