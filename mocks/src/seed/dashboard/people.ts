/**
 * People of the seed: the mix a Dubai grocery serves (Emirati families and the large
 * South Asian, Filipino, Arab and Western expat communities). Arab customers are written
 * in Arabic script about a third of the time, as they type their own names in the app.
 */
import type { Prng } from '../prng.ts';

export interface Person {
  fullName: string;
  gender: 'male' | 'female';
  /** A Latin-script handle for e-mail addresses. */
  handle: string;
}

type Pair = readonly [latin: string, arabic: string];

const EMIRATI_MALE: readonly Pair[] = [
  ['Mohammed', 'محمد'],
  ['Ahmed', 'أحمد'],
  ['Khalid', 'خالد'],
  ['Saeed', 'سعيد'],
  ['Rashid', 'راشد'],
  ['Hamdan', 'حمدان'],
  ['Sultan', 'سلطان'],
  ['Obaid', 'عبيد'],
  ['Majid', 'ماجد'],
  ['Hamad', 'حمد'],
  ['Saif', 'سيف'],
  ['Abdullah', 'عبدالله'],
];
const EMIRATI_FEMALE: readonly Pair[] = [
  ['Fatima', 'فاطمة'],
  ['Mariam', 'مريم'],
  ['Aisha', 'عائشة'],
  ['Shamma', 'شمّة'],
  ['Hessa', 'حصة'],
  ['Maitha', 'ميثاء'],
  ['Noura', 'نورة'],
  ['Latifa', 'لطيفة'],
  ['Alia', 'علياء'],
  ['Moza', 'موزة'],
  ['Reem', 'ريم'],
  ['Amna', 'آمنة'],
];
const EMIRATI_FAMILY: readonly Pair[] = [
  ['Al Mansoori', 'المنصوري'],
  ['Al Nuaimi', 'النعيمي'],
  ['Al Shamsi', 'الشامسي'],
  ['Al Ketbi', 'الكتبي'],
  ['Al Falasi', 'الفلاسي'],
  ['Al Mazrouei', 'المزروعي'],
  ['Al Dhaheri', 'الظاهري'],
  ['Al Suwaidi', 'السويدي'],
  ['Al Marzooqi', 'المرزوقي'],
  ['Al Hashemi', 'الهاشمي'],
  ['Al Kaabi', 'الكعبي'],
  ['Al Qubaisi', 'القبيسي'],
];
const ARAB_EXPAT: readonly (readonly [Pair, 'male' | 'female'])[] = [
  [['Mahmoud Hassan', 'محمود حسن'], 'male'],
  [['Nourhan Adel', 'نورهان عادل'], 'female'],
  [['Karim Mostafa', 'كريم مصطفى'], 'male'],
  [['Yasmin Fathy', 'ياسمين فتحي'], 'female'],
  [['Rania Haddad', 'رانيا حداد'], 'female'],
  [['Tarek Khoury', 'طارق خوري'], 'male'],
  [['Lina Saab', 'لينا صعب'], 'female'],
  [['Omar Nasser', 'عمر ناصر'], 'male'],
  [['Dana Abu Ghazaleh', 'دانة أبو غزالة'], 'female'],
  [['Samer Al Hourani', 'سامر الحوراني'], 'male'],
];
const OTHER_EXPAT: readonly (readonly [string, 'male' | 'female'])[] = [
  ['Priya Nair', 'female'],
  ['Rahul Menon', 'male'],
  ['Anjali Sharma', 'female'],
  ['Vikram Iyer', 'male'],
  ['Sneha Pillai', 'female'],
  ['Arjun Reddy', 'male'],
  ['Deepa Krishnan', 'female'],
  ['Imran Qureshi', 'male'],
  ['Ayesha Siddiqui', 'female'],
  ['Bilal Ahmed', 'male'],
  ['Sana Malik', 'female'],
  ['Maria Santos', 'female'],
  ['Jose Reyes', 'male'],
  ['Angelica Cruz', 'female'],
  ['Mark Villanueva', 'male'],
  ['Kristine Bautista', 'female'],
  ['Emma Clarke', 'female'],
  ['James Whitfield', 'male'],
  ['Sophie Martin', 'female'],
  ['Daniel Novak', 'male'],
  ['Olga Petrova', 'female'],
  ['Hannah Schmidt', 'female'],
  ['Tendai Moyo', 'male'],
  ['Chen Wei', 'male'],
  ['Nimal Perera', 'male'],
  ['Aigerim Bekova', 'female'],
];

function handleOf(latin: string): string {
  return latin
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

export function emiratiPerson(rng: Prng, arabicScript = rng.chance(0.35)): Person {
  const gender = rng.chance(0.5) ? 'male' : 'female';
  const [firstLatin, firstArabic] = rng.pick(gender === 'male' ? EMIRATI_MALE : EMIRATI_FEMALE);
  const [familyLatin, familyArabic] = rng.pick(EMIRATI_FAMILY);
  const latin = `${firstLatin} ${familyLatin}`;
  return { fullName: arabicScript ? `${firstArabic} ${familyArabic}` : latin, gender, handle: handleOf(latin) };
}

export function expatPerson(rng: Prng): Person {
  if (rng.chance(0.3)) {
    const [[latin, arabic], gender] = rng.pick(ARAB_EXPAT);
    return { fullName: rng.chance(0.35) ? arabic : latin, gender, handle: handleOf(latin) };
  }
  const [latin, gender] = rng.pick(OTHER_EXPAT);
  return { fullName: latin, gender, handle: handleOf(latin) };
}

/** Roughly the customer mix of a Dubai neighbourhood grocery: one in three Emirati. */
export function anyPerson(rng: Prng): Person {
  return rng.chance(0.35) ? emiratiPerson(rng) : expatPerson(rng);
}
