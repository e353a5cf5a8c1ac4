/** Private products, categories and pictures for the stories: fixed ids and names, so every picture is the same. */
import type { ImageRef } from '@dukkan/core';
import type { PrivateCategoryOption, PrivateProductRow } from './types.ts';

export const storyPrivateCategories: PrivateCategoryOption[] = [
  { id: 'cat-meals', name: 'Ready Meals', nameAr: 'وجبات جاهزة', count: 2 },
  { id: 'cat-meat', name: 'Meat', nameAr: 'لحوم', count: 1 },
  { id: 'cat-bakery', name: 'Bakery', nameAr: 'مخبوزات', count: 1 },
];

const product = (id: string, name: string, nameAr: string, extra: Partial<PrivateProductRow> = {}): PrivateProductRow => ({
  id,
  name,
  nameAr,
  barcode: '',
  brand: 'Dukkan Kitchen',
  brandAr: 'مطبخ دكان',
  unit: 'box',
  size: '',
  sizeAr: '',
  paySize: 0,
  category: 'cat-meals',
  notes: '',
  notesAr: '',
  description: '',
  descriptionAr: '',
  table: '',
  image: '/mock-assets/products/cat-meals.svg',
  linked: false,
  ...extra,
});

export const storyPrivateProducts: PrivateProductRow[] = [
  product('cprod-1', 'Chicken Machboos', 'مجبوس دجاج', { barcode: '200100100001', size: '1 kg tray', sizeAr: 'صينية ١ كغ', linked: true }),
  product('cprod-2', 'Harees', 'هريس', { barcode: '200100100009', size: '750 g', sizeAr: '٧٥٠ غ' }),
  product('cprod-3', 'Kofta Mix', 'خلطة كفتة', {
    unit: 'kg',
    paySize: 250,
    category: 'cat-meat',
    image: '/mock-assets/products/cat-meat.svg',
    linked: true,
  }),
  product('cprod-4', 'Zaatar Manakish', 'مناقيش زعتر', { unit: 'piece', category: 'cat-bakery', image: '' }),
];

export const longStoryPrivateProducts: PrivateProductRow[] = [
  product(
    'cprod-9',
    'Slow-cooked Emirati lamb harees with ghee and cinnamon, family tray for eight to ten guests',
    'هريس لحم إماراتي مطهو على نار هادئة بالسمن والقرفة، صينية عائلية لثمانية إلى عشرة ضيوف',
    { barcode: '62912345678901', size: 'Family tray for 8 to 10 guests', sizeAr: 'صينية عائلية من ٨ إلى ١٠ ضيوف' },
  ),
  ...storyPrivateProducts.slice(1),
  ...Array.from({ length: 8 }, (_, i) => product(`cprod-x${i}`, `Kitchen dish ${i + 1}`, `طبق المطبخ ${i + 1}`, { image: '' })),
];

/** The shop's categories the form offers. */
export const storyFormCategories: PrivateCategoryOption[] = [
  ...storyPrivateCategories,
  { id: 'cat-fruits', name: 'Fruits', nameAr: 'فواكه', count: 0 },
  { id: 'cat-spices', name: 'Spices', nameAr: 'بهارات', count: 0 },
];

export const storyKgProduct: PrivateProductRow = {
  ...storyPrivateProducts[2]!,
  barcode: '200100100035',
  size: '',
  notes: 'Keep refrigerated',
  notesAr: 'يحفظ مبرداً',
  description: 'Minced lamb with onion, parsley and our spice blend, ready to grill.',
  descriptionAr: 'لحم غنم مفروم مع البصل والبقدونس وخلطة بهاراتنا، جاهز للشوي.',
  table: 'Energy: 250 kcal\nProtein: 18 g',
};

export const storyImages: ImageRef[] = [
  { id: 'img-1', url: '/mock-assets/products/cat-meat.svg', primary: false },
  { id: 'img-2', url: '/mock-assets/products/cat-meals.svg', primary: true },
  { id: 'img-3', url: '/mock-assets/products/cat-spices.svg', primary: false },
];

/** A real PNG (the uploader previews it). */
export async function pngFile(name = 'kofta.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 48;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = '#8a3b12';
  context.fillRect(0, 0, 48, 48);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}
