import { useMemo, useState } from 'react';
import { FormSpy } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, type ApiError, type ImageRef, type ProductUnit } from '@dukkan/core';
import {
  Button,
  FormBilingualField,
  FormField,
  FormPage,
  ImageUploader,
  keepFileForSave,
  toLatinDigits,
  type CustomRule,
  type FormOption,
  type PageBreadcrumb,
  type SubmitResult,
  type UploadHandler,
} from '@dukkan/ui';
import { Fields, Hint, Pair } from './PrivateProducts.styles.ts';
import { ProductImages } from './ProductImages.tsx';
import { privateFormErrors, UNIT_IDS, type PrivateCategoryOption, type PrivateProductRow, type PrivateProductValues } from './types.ts';

export interface PrivateProductFormProps {
  /** The product being edited; absent (or null) to create one. */
  product?: PrivateProductRow | null;
  /** The product is loading or failed to load (edit only). */
  status?: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The shop's categories (its main categories): a private product belongs to one of them. */
  categories: readonly PrivateCategoryOption[];
  /** `catalogue:update`; without it the form is read-only. */
  canEdit: boolean;
  /** Resolves with null when saved; with the refusal to show it on its field, keeping what was typed. */
  onSubmit: (values: PrivateProductValues) => Promise<ApiError | null>;
  /** "Delete product" (edit only): the caller asks first. */
  onDelete?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  /** The gallery of an existing product, and its calls (each takes effect at once). */
  images?: readonly ImageRef[];
  onUploadImage?: UploadHandler;
  onDeleteImage?: (imageId: string) => Promise<string | null>;
  onSetPrimaryImage?: (imageId: string) => Promise<string | null>;
}

type Values = {
  name?: string;
  name_ar?: string;
  brand?: string;
  brand_ar?: string;
  size?: string;
  size_ar?: string;
  notes?: string;
  notes_ar?: string;
  description?: string;
  descriptionAr?: string;
  table?: string;
  barcode?: string;
  unit?: string;
  pay_size?: string;
  category?: string;
};

export const PAY_SIZE_MIN = 50;
export const PAY_SIZE_MAX = 5000;
const UNITS: readonly ProductUnit[] = ['piece', 'box', 'kg'];

/** Optional; 8 to 14 digits in either digit set (spaces allowed while typing). */
const barcodeShape: CustomRule = {
  name: 'productBarcode',
  validate: ({ value }) => {
    const text = toLatinDigits(String(value ?? '')).replace(/\s/g, '');
    return text === '' || /^\d{8,14}$/.test(text);
  },
  message: { id: 'dashboard.privateProducts.form.barcode.invalid' },
};

/** Grams per step of a kg product: a whole number from 50 to 5,000, in either digit set. */
const paySizeRange: CustomRule = {
  name: 'productPaySize',
  runsOnEmpty: true,
  validate: ({ value, getValue }) => {
    if (getValue('unit') !== 'kg') return true;
    const text = toLatinDigits(String(value ?? '')).trim();
    return /^\d{1,4}$/.test(text) && Number(text) >= PAY_SIZE_MIN && Number(text) <= PAY_SIZE_MAX;
  },
  message: { id: 'dashboard.privateProducts.form.paySize.invalid' },
};

function initialOf(product: PrivateProductRow | null | undefined): Values {
  return {
    name: product?.name ?? '',
    name_ar: product?.nameAr ?? '',
    brand: product?.brand ?? '',
    brand_ar: product?.brandAr ?? '',
    size: product?.size ?? '',
    size_ar: product?.sizeAr ?? '',
    notes: product?.notes ?? '',
    notes_ar: product?.notesAr ?? '',
    description: product?.description ?? '',
    descriptionAr: product?.descriptionAr ?? '',
    table: product?.table ?? '',
    barcode: product?.barcode ?? '',
    unit: product?.unit ?? 'piece',
    pay_size: String(product && product.unit === 'kg' ? product.paySize : 1000),
    category: product?.category ?? '',
  };
}

const str = (value: unknown) => String(value ?? '').trim();

/** What the form sends, from its values: digits made Latin, pay_size only for kg. */
export function valuesOf(values: Values, image: File | null): PrivateProductValues {
  const unit = UNITS.includes(values.unit as ProductUnit) ? (values.unit as ProductUnit) : 'piece';
  return {
    name: str(values.name),
    nameAr: str(values.name_ar),
    barcode: toLatinDigits(str(values.barcode)).replace(/\s/g, ''),
    brand: str(values.brand),
    brandAr: str(values.brand_ar),
    unit,
    size: str(values.size),
    sizeAr: str(values.size_ar),
    paySize: unit === 'kg' ? Number(toLatinDigits(str(values.pay_size))) : 0,
    category: str(values.category),
    notes: str(values.notes),
    notesAr: str(values.notes_ar),
    description: str(values.description),
    descriptionAr: str(values.descriptionAr),
    table: str(values.table),
    ...(image ? { image } : {}),
  };
}

/** "Sold in steps of 250 g": the hint under the step, from what is typed. */
function PaySizeHint() {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  return (
    <FormSpy<Values> subscription={{ values: true }}>
      {({ values }) => {
        const text = toLatinDigits(String(values.pay_size ?? '')).trim();
        const grams = /^\d{1,4}$/.test(text) ? Number(text) : 0;
        return (
          <Hint aria-live="polite">
            {grams >= PAY_SIZE_MIN && grams <= PAY_SIZE_MAX ? (
              <FormattedMessage
                id="dashboard.privateProducts.form.paySize.hint"
                values={{
                  grams: <bdi dir="ltr">{formatNumber(grams, locale)}</bdi>,
                  twice: <bdi dir="ltr">{formatNumber(grams * 2, locale)}</bdi>,
                }}
              />
            ) : null}
          </Hint>
        );
      }}
    </FormSpy>
  );
}

function SellingFields({ units, categories }: { units: FormOption[]; categories: FormOption[] }) {
  return (
    <Fields>
      <Pair>
        <FormField type="select" name="unit" label={{ id: 'dashboard.privateProducts.form.unit' }} options={units} rules="required" />
        <FormSpy<Values> subscription={{ values: true }}>
          {({ values }) =>
            values.unit === 'kg' ? (
              <div>
                <FormField
                  name="pay_size"
                  label={{ id: 'dashboard.privateProducts.form.paySize' }}
                  description={{ id: 'dashboard.privateProducts.form.paySize.help' }}
                  rules={[paySizeRange]}
                  inputProps={{ inputMode: 'numeric', dir: 'ltr', autoComplete: 'off' }}
                />
                <PaySizeHint />
              </div>
            ) : null
          }
        </FormSpy>
      </Pair>
      <FormBilingualField name="size" label={{ id: 'dashboard.privateProducts.form.size' }} rules="length:0,40" arRules="length:0,40" />
      <Pair>
        <FormField
          type="select"
          name="category"
          label={{ id: 'dashboard.privateProducts.form.category' }}
          options={categories}
          rules="required"
        />
        <FormField
          name="barcode"
          label={{ id: 'dashboard.privateProducts.form.barcode' }}
          description={{ id: 'dashboard.privateProducts.form.barcode.help' }}
          rules={[barcodeShape]}
          inputProps={{ inputMode: 'numeric', dir: 'ltr', autoComplete: 'off', spellCheck: false }}
        />
      </Pair>
    </Fields>
  );
}

/**
 * Create and edit a private product (vendor spec §3 "Product (catalogue)", decision 0072): every
 * text in English and Arabic side by side, the unit with the kg rule (the step in grams shown
 * and checked only for kg), the category, the barcode, and the pictures. A refusal shows on its
 * field, translated, and nothing typed is lost.
 */
export function PrivateProductForm(props: PrivateProductFormProps) {
  const { product, canEdit, categories } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const editing = Boolean(product);
  const [image, setImage] = useState<File | null>(null);
  // Once per product: a refreshed product after a save does not reset what is being typed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initialValues = useMemo(() => initialOf(product), [product?.id]);
  const status = props.status ?? 'ready';
  const name = product ? (locale === 'ar' && product.nameAr ? product.nameAr : product.name) : '';
  const units: FormOption[] = UNITS.map((unit) => ({ value: unit, label: intl.formatMessage({ id: UNIT_IDS[unit] }) }));
  const categoryOptions: FormOption[] = categories.map((c) => ({
    value: c.id,
    label: locale === 'ar' && c.nameAr ? c.nameAr : c.name,
  }));

  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const error = await props.onSubmit(valuesOf(values, editing ? null : image));
    return error ? privateFormErrors(error) : undefined;
  }

  const ready = status === 'ready' && (!editing || product);
  return (
    <FormPage<Values>
      title={
        editing ? (
          <FormattedMessage id="dashboard.privateProducts.form.editTitle" values={{ name: <bdi>{name}</bdi> }} />
        ) : (
          <FormattedMessage id="dashboard.privateProducts.form.newTitle" />
        )
      }
      description={<FormattedMessage id="dashboard.privateProducts.form.description" />}
      breadcrumbs={props.breadcrumbs}
      secondaryActions={
        editing && canEdit && props.onDelete ? (
          <Button variant="secondary" onClick={props.onDelete}>
            <FormattedMessage id="dashboard.privateProducts.form.delete" />
          </Button>
        ) : undefined
      }
      status={ready ? 'ready' : status === 'error' ? 'error' : 'loading'}
      error={<FormattedMessage id="dashboard.privateProducts.form.loadError" />}
      onRetry={props.onRetry}
      readOnly={!canEdit}
      saveLabel={<FormattedMessage id={editing ? 'dashboard.privateProducts.form.save' : 'dashboard.privateProducts.form.create'} />}
      initialValues={initialValues}
      onSubmit={submit}
      onDirtyChange={props.onDirtyChange}
      sections={[
        {
          id: 'names',
          title: <FormattedMessage id="dashboard.privateProducts.form.names" />,
          description: <FormattedMessage id="dashboard.privateProducts.form.names.description" />,
          content: (
            <Fields>
              <FormBilingualField
                name="name"
                label={{ id: 'dashboard.privateProducts.form.name' }}
                rules="required:trim|length:0,120"
                arRules="length:0,120"
              />
              <FormBilingualField
                name="brand"
                label={{ id: 'dashboard.privateProducts.form.brand' }}
                rules="length:0,60"
                arRules="length:0,60"
              />
            </Fields>
          ),
        },
        {
          id: 'selling',
          title: <FormattedMessage id="dashboard.privateProducts.form.selling" />,
          description: <FormattedMessage id="dashboard.privateProducts.form.selling.description" />,
          content: <SellingFields units={units} categories={categoryOptions} />,
        },
        {
          id: 'details',
          title: <FormattedMessage id="dashboard.privateProducts.form.details" />,
          content: (
            <Fields>
              <FormBilingualField
                name="notes"
                label={{ id: 'dashboard.privateProducts.form.notes' }}
                description={{ id: 'dashboard.privateProducts.form.notes.help' }}
                rules="length:0,500"
                arRules="length:0,500"
                multiline
                rows={2}
              />
              <FormBilingualField
                name="description"
                arName="descriptionAr"
                label={{ id: 'dashboard.privateProducts.form.descriptionField' }}
                rules="length:0,2000"
                arRules="length:0,2000"
                multiline
                rows={4}
              />
              <FormField
                type="textarea"
                name="table"
                label={{ id: 'dashboard.privateProducts.form.table' }}
                description={{ id: 'dashboard.privateProducts.form.table.help' }}
                rules="length:0,2000"
              />
            </Fields>
          ),
        },
        {
          id: 'pictures',
          title: <FormattedMessage id="dashboard.privateProducts.images.title" />,
          description: (
            <FormattedMessage
              id={editing ? 'dashboard.privateProducts.images.description' : 'dashboard.privateProducts.images.descriptionNew'}
            />
          ),
          content:
            editing && props.onUploadImage && props.onDeleteImage && props.onSetPrimaryImage ? (
              <ProductImages
                images={props.images ?? []}
                canEdit={canEdit}
                onUpload={props.onUploadImage}
                onDelete={props.onDeleteImage}
                onSetPrimary={props.onSetPrimaryImage}
              />
            ) : (
              <ImageUploader
                label={<FormattedMessage id="dashboard.privateProducts.form.image" />}
                description={<FormattedMessage id="dashboard.privateProducts.form.image.help" />}
                onUpload={keepFileForSave}
                onChange={(value) => setImage(value?.file ?? null)}
              />
            ),
        },
      ]}
    />
  );
}
