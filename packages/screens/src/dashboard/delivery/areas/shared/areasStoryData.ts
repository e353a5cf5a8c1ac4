import type { DeliveryAreaItem } from './types.ts';

const everyDay = [0, 1, 2, 3, 4, 5, 6];

/** Areas around the demo shop, as GET /area/list gives them (money already in fils). */
export const storyAreas: DeliveryAreaItem[] = [
  {
    id: 'area-1',
    name: 'Dubai Marina',
    name_ar: 'دبي مارينا',
    city: 'Dubai',
    city_ar: 'دبي',
    center: { lat: 25.0805, lng: 55.1403 },
    radiusKm: 2.5,
    settings: {
      id: 'darea-1',
      minOrderFils: 3_000,
      deliveryFeeFils: 700,
      type: 'fixed',
      deliveryTime: 25,
      thresholdTime: 40,
      days: everyDay,
    },
  },
  {
    id: 'area-3',
    name: 'Al Barsha',
    name_ar: 'البرشاء',
    city: 'Dubai',
    city_ar: 'دبي',
    center: { lat: 25.1124, lng: 55.1955 },
    radiusKm: 3,
    settings: {
      id: 'darea-3',
      minOrderFils: 5_000,
      deliveryFeeFils: 750,
      type: 'fixed',
      deliveryTime: 40,
      thresholdTime: 60,
      days: everyDay,
    },
  },
  {
    id: 'area-6',
    name: 'Downtown Dubai',
    name_ar: 'وسط مدينة دبي',
    city: 'Dubai',
    city_ar: 'دبي',
    center: { lat: 25.1972, lng: 55.2744 },
    radiusKm: 1.6,
    settings: {
      id: 'darea-6',
      minOrderFils: 10_000,
      deliveryFeeFils: 1_500,
      type: 'distance',
      deliveryTime: 90,
      thresholdTime: 120,
      days: [0, 1, 2, 3, 4],
    },
  },
  {
    id: 'area-10',
    name: 'Deira',
    name_ar: 'ديرة',
    city: 'Dubai',
    city_ar: 'دبي',
    center: { lat: 25.2697, lng: 55.3195 },
    radiusKm: 2.8,
  },
  {
    id: 'area-12',
    name: 'Mirdif',
    name_ar: 'مردف',
    city: 'Dubai',
    city_ar: 'دبي',
    center: { lat: 25.218, lng: 55.421 },
    radiusKm: 3,
  },
  {
    id: 'area-15',
    name: 'Al Nahda, Sharjah',
    name_ar: 'النهدة، الشارقة',
    city: 'Sharjah',
    city_ar: 'الشارقة',
    center: { lat: 25.302, lng: 55.373 },
    radiusKm: 2,
  },
];

/** Long names in both scripts, and an area served on a single day. */
export const longAreas: DeliveryAreaItem[] = [
  ...storyAreas.slice(0, 2),
  {
    id: 'area-long',
    name: 'Mohammed Bin Rashid Al Maktoum City, District One Residences and Crystal Lagoon',
    name_ar: 'مدينة محمد بن راشد آل مكتوم، مساكن ديستركت ون والبحيرة الكريستالية',
    city: 'Dubai',
    city_ar: 'دبي',
    center: { lat: 25.165, lng: 55.3 },
    radiusKm: 2.2,
    settings: {
      id: 'darea-long',
      minOrderFils: 1_000_000,
      deliveryFeeFils: 99_950,
      type: 'distance',
      deliveryTime: 1_200,
      thresholdTime: 1_440,
      days: [5],
    },
  },
  ...storyAreas.slice(3),
];
