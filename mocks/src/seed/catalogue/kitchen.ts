/**
 * The shop's kitchen (the "restaurant" page of the storefront): cooked dishes, every one
 * with add-on groups, so sizes, portions and extras can be exercised end to end.
 */
import type { CategorySeed } from './types.ts';

export const meals: CategorySeed = {
  key: 'meals',
  name: 'Ready Meals',
  name_ar: 'وجبات جاهزة',
  subs: [
    {
      key: 'grills',
      name: 'Grills',
      name_ar: 'مشاوي',
      items: [
        ['Mixed Grill Platter', 'طبق مشاوي مشكلة', 'pc', 65, { addons: 'grill', icon: 'grill' }],
        ['Shish Tawook Plate', 'صحن شيش طاووق', 'pc', 32, { addons: 'grill', icon: 'grill' }],
        ['Lamb Kebab Plate', 'صحن كباب لحم ضأن', 'pc', 38, { addons: 'grill', icon: 'grill' }],
        ['Charcoal Grilled Chicken', 'دجاج مشوي على الفحم', 'pc', 24, { addons: 'grill', icon: 'chicken' }],
        ['Grilled Hammour Fillet', 'فيليه هامور مشوي', 'pc', 55, { addons: 'grill', icon: 'grill' }],
      ],
    },
    {
      key: 'sandwiches',
      name: 'Sandwiches',
      name_ar: 'سندويشات',
      items: [
        ['Chicken Shawarma Sandwich', 'ساندويتش شاورما دجاج', 'pc', 9, { addons: 'sandwich', icon: 'sandwich' }],
        ['Beef Shawarma Sandwich', 'ساندويتش شاورما لحم', 'pc', 11, { addons: 'sandwich', icon: 'sandwich' }],
        ['Falafel Sandwich', 'ساندويتش فلافل', 'pc', 6.5, { addons: 'sandwich', icon: 'sandwich' }],
        ['Zinger Sandwich', 'ساندويتش زنجر', 'pc', 14, { addons: 'sandwich', icon: 'sandwich' }],
        ['Grilled Halloumi Sandwich', 'ساندويتش حلوم مشوي', 'pc', 12.5, { addons: 'sandwich', icon: 'sandwich' }],
        ['Chicken Tikka Paratha Roll', 'رول براتا دجاج تكا', 'pc', 10, { addons: 'sandwich', icon: 'sandwich' }],
      ],
    },
    {
      key: 'rice',
      name: 'Rice Dishes',
      name_ar: 'أطباق أرز',
      items: [
        ['Chicken Machboos', 'مجبوس دجاج', 'pc', 32, { addons: 'riceDish' }],
        ['Lamb Machboos', 'مجبوس لحم', 'pc', 45, { addons: 'riceDish' }],
        ['Chicken Biryani', 'برياني دجاج', 'pc', 28, { addons: 'riceDish' }],
        ['Mutton Biryani', 'برياني لحم ضأن', 'pc', 36, { addons: 'riceDish' }],
        ['Lamb Mandi', 'مندي لحم', 'pc', 48, { addons: 'riceDish' }],
        ['Harees', 'هريس', 'pc', 22, { addons: 'riceDish' }],
      ],
    },
    {
      key: 'breakfast',
      name: 'Breakfast',
      name_ar: 'فطور',
      items: [
        ['Emirati Breakfast Platter', 'طبق الفطور الإماراتي', 'pc', 38, { addons: 'breakfast' }],
        ['Shakshuka', 'شكشوكة', 'pc', 22, { addons: 'breakfast', icon: 'eggs' }],
        ['Foul Medames', 'فول مدمس', 'pc', 14, { addons: 'breakfast' }],
        ['Chebab with Date Syrup', 'جباب بدبس التمر', 'pc', 18, { addons: 'breakfast', icon: 'dates' }],
        ['Balaleet', 'بلاليط', 'pc', 16, { addons: 'breakfast' }],
      ],
    },
  ],
};
