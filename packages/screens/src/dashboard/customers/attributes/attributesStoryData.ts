import type { AttributeItem } from './types.ts';

/** The demo shop's attributes (mocks/src/seed/dashboard/crm.ts). */
export const storyAttributes: AttributeItem[] = [
  { id: 'attr-1', name: 'Preferred delivery slot', attributeType: 'select', options: ['Morning', 'Afternoon', 'Evening'] },
  { id: 'attr-2', name: 'Household size', attributeType: 'number', options: [] },
  { id: 'attr-3', name: 'Birthday', attributeType: 'date', options: [] },
  { id: 'attr-5', name: 'Building access', attributeType: 'text', options: [] },
  { id: 'attr-6', name: 'اللغة المفضلة', attributeType: 'select', options: ['English', 'العربية'] },
];

export const storyLongAttributes: AttributeItem[] = [
  {
    id: 'attr-long',
    name: 'Dietary needs and allergies the kitchen must know about',
    attributeType: 'select',
    options: ['None', 'Vegetarian', 'Vegan', 'Gluten free', 'Diabetic', 'Nut allergy — no almonds, cashews or pistachios', 'Lactose free'],
  },
  ...storyAttributes,
];

/** One customer's values, as GET /customer/{id} gives them. */
export const storyAttributeValues: Record<string, string> = {
  'attr-1': 'Evening',
  'attr-2': '4',
  'attr-3': '1988-03-14',
};
