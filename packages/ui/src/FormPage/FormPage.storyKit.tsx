import { FormattedMessage } from 'react-intl';
import { FormBilingualField } from '../BilingualField/FormBilingualField.tsx';
import { FormField } from '../form/FormField.tsx';
import type { PageBreadcrumb } from '../Page/index.ts';
import type { FormPageSectionSpec } from './FormPage.tsx';

/** A product as its edit form holds it: strings, as typed (the app converts at the API edge). */
export const storyProductValues = {
  name: 'Khalas dates, 1 kg',
  name_ar: 'تمر خلاص، 1 كغ',
  description: 'Soft, honey-sweet dates from Al Ain, packed on the day they are picked.',
  description_ar: 'تمر طري بطعم العسل من العين، يُعبّأ في يوم قطافه.',
  price: '32',
  stock: '40',
  visible: true,
};

export const longProductValues = {
  ...storyProductValues,
  name: 'Premium Khalas dates from the Al Ain oases, hand-picked and packed in a gift box of 1 kg',
  name_ar: 'تمر خلاص فاخر من واحات العين، مقطوف يدويًا ومعبأ في علبة هدايا بوزن كيلوغرام واحد',
  description_ar:
    'تمر خلاص طري بطعم العسل من مزارع العين، يُقطف يدويًا في ذروة نضجه ويُعبّأ في اليوم نفسه للحفاظ على طراوته، ويُحفظ في مكان بارد وجاف بعيدًا عن أشعة الشمس.',
};

export const productBreadcrumbs: readonly PageBreadcrumb[] = [
  { id: 'home', href: '#dashboard', label: <FormattedMessage id="ui.story.overlays.navDashboard" /> },
  { id: 'products', href: '#products', label: <FormattedMessage id="ui.story.overlays.navProducts" /> },
  { id: 'edit', label: <FormattedMessage id="ui.story.templates.editProduct" /> },
];

/** The product form's cards: the bilingual name and description side by side, then price and stock. */
export const productSections: readonly FormPageSectionSpec[] = [
  {
    id: 'details',
    title: <FormattedMessage id="ui.story.templates.sectionDetails" />,
    description: <FormattedMessage id="ui.story.templates.sectionDetailsHelp" />,
    content: (
      <>
        <FormBilingualField name="name" label={{ id: 'ui.story.form.name' }} rules="required:trim|length:2,120" />
        <FormBilingualField name="description" label={{ id: 'ui.story.form.description' }} multiline rows={3} />
      </>
    ),
  },
  {
    id: 'stock',
    title: <FormattedMessage id="ui.story.templates.sectionStock" />,
    content: (
      <>
        <FormField type="number" name="price" label={{ id: 'ui.story.templates.priceAed' }} rules="required|number|between:0,10000" />
        <FormField
          type="number"
          name="stock"
          label={{ id: 'ui.story.templates.stockCount' }}
          description={{ id: 'ui.story.templates.stockCountHelp' }}
          rules="required|number|between:0,100000"
        />
        <FormField type="checkbox" name="visible" label={{ id: 'ui.story.templates.visible' }} />
      </>
    ),
  },
];

export const longSections: readonly FormPageSectionSpec[] = [
  { ...productSections[0]!, title: <FormattedMessage id="ui.story.templates.longSectionTitle" /> },
  { ...productSections[1]!, description: <FormattedMessage id="ui.story.templates.longSectionHelp" /> },
];
