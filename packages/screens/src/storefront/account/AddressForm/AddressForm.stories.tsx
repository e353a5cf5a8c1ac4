import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AddressDraft, ApiError, Area } from '@dukkan/core';
import { buildArea } from '@dukkan/mocks';
import { AddressForm, type AddressFormProps } from './AddressForm.tsx';
import type { AddressAreaStatus } from './addressArea.ts';

const marina = buildArea({ id: 'area-1' });
const alWarqa = buildArea({ id: 'area-13', name: 'Al Warqa', name_ar: 'الورقاء', delivers: false });
const longArea = buildArea({
  id: 'area-long',
  name: 'Jumeirah Village Circle, District 12, behind Circle Mall and the Dubai Autodrome',
  name_ar: 'قرية جميرا الدائرية، الحي 12، خلف سيركل مول وحلبة دبي أوتودروم',
  city: 'Dubai',
  city_ar: 'دبي',
});
const marinaPin: [number, number] = [25.0805, 55.1403];

const meta = {
  title: 'Storefront/Account/AddressForm',
  component: AddressForm,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    onSubmit: fn(),
    onCancel: fn(),
    onLocationChange: fn(),
    onAreaRetry: fn(),
    area: undefined,
    areaStatus: 'idle',
    locate: fn(async () => ({ lat: 25.0805, lng: 55.1403 })),
    isPending: false,
    error: null,
  },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: AddressFormProps['initialValues'] = {
  title: 'Home',
  person_name: 'Mariam Al Suwaidi',
  building_name: 'Marina Gate 1',
  floor: '23',
  flat: '2305',
  notes: 'Ring the bell twice, please.',
  phone: '501234567',
  countryCode: '971',
  type: 'home',
};
const rejected: ApiError = { kind: 'http', status: 422, code: 'invalid_address', message: 'fields[8] (phone) must be 7 to 12 digits.' };
const save = /save address|حفظ العنوان/i;
const box = (name: RegExp) => ({ name });
const locationGroup = (canvas: { getByRole: (role: string, options: { name: RegExp }) => HTMLElement }) =>
  canvas.getByRole('group', { name: /delivery location|موقع التوصيل/i });

export const Default: Story = {};
export const Filled: Story = { args: { initialLocation: marinaPin, initialValues: filled, area: marina, areaStatus: 'found' } };
export const CheckingTheArea: Story = { args: { initialLocation: marinaPin, areaStatus: 'loading' } };
export const AreaNotDelivered: Story = {
  args: { initialLocation: [25.191, 55.42], initialValues: filled, area: alWarqa, areaStatus: 'found' },
};
export const NoAreaHere: Story = { args: { initialLocation: [24.9, 55.6], initialValues: filled, areaStatus: 'notFound' } };
export const AreaLookupFailed: Story = { args: { initialLocation: marinaPin, initialValues: filled, areaStatus: 'error' } };
export const Saving: Story = {
  args: { initialLocation: marinaPin, initialValues: filled, area: marina, areaStatus: 'found', isPending: true },
};
export const SaveRejected: Story = {
  args: { initialLocation: marinaPin, initialValues: filled, area: marina, areaStatus: 'found', error: rejected },
};
export const LongContent: Story = {
  args: {
    initialLocation: [25.0587, 55.209],
    area: longArea,
    areaStatus: 'found',
    initialValues: {
      title: 'بيت العائلة في قرية جميرا الدائرية',
      person_name: 'عبدالرحمن بن محمد بن راشد آل مكتوم الفلاسي',
      building_name: 'Villa 41, Street 7, behind the Union Co-operative Society',
      floor: 'Ground floor',
      flat: 'Majlis entrance',
      notes: 'يرجى الاتصال عند الوصول إلى الدوار. رمز البوابة 4512، واترك الأكياس مع الحارس إذا لم يجب أحد.',
      phone: '559876543',
      countryCode: '971',
      type: 'other',
    },
  },
};
export const NarrowPhone: Story = {
  args: { initialLocation: [25.191, 55.42], initialValues: filled, area: alWarqa, areaStatus: 'found' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const ShowsRequiredFieldErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: save }));
    const summary = await canvas.findByRole('heading', { name: /form incomplete|النموذج غير مكتمل/i });
    await expect(summary).toBeVisible();
    await expect(within(locationGroup(canvas)).getByRole('alert')).toHaveTextContent(
      /pick the delivery location on the map|حدّد موقع التوصيل على الخريطة/i,
    );
    for (const name of [
      /address name|اسم العنوان/i,
      /recipient's name|اسم المستلم/i,
      /building or villa|المبنى أو الفيلا/i,
      /contact number|رقم التواصل/i,
    ]) {
      await expect(canvas.getByRole('textbox', box(name))).toHaveAttribute('aria-invalid', 'true');
    }
    // Optional fields stay valid.
    await expect(canvas.getByRole('textbox', box(/^(floor|الطابق)$/i))).not.toHaveAttribute('aria-invalid');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A point in no area, or an area with delivers: false, cannot be saved. */
export const BlocksSavingWhereWeDoNotDeliver: Story = {
  args: { initialLocation: [24.9, 55.6], initialValues: filled, areaStatus: 'notFound' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/we don't deliver here yet|لا نوصل إلى هذا الموقع بعد/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await waitFor(() =>
      expect(within(locationGroup(canvas)).getByRole('alert')).toHaveTextContent(/choose a location we deliver to|اختر موقعًا نوصل إليه/i),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsAFullDraft: Story = {
  args: { initialLocation: marinaPin, area: marina, areaStatus: 'found' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', box(/address name|اسم العنوان/i)), 'Home');
    await userEvent.type(canvas.getByRole('textbox', box(/recipient's name|اسم المستلم/i)), ' Mariam Al Suwaidi ');
    await userEvent.type(canvas.getByRole('textbox', box(/building or villa|المبنى أو الفيلا/i)), 'Marina Gate 1');
    await userEvent.type(canvas.getByRole('textbox', box(/^(floor|الطابق)$/i)), '23');
    await userEvent.type(canvas.getByRole('textbox', box(/flat or office|رقم الشقة/i)), '2305');
    await userEvent.type(canvas.getByRole('textbox', box(/directions for the driver|إرشادات للسائق/i)), 'Ring twice');
    await userEvent.type(canvas.getByRole('textbox', box(/contact number|رقم التواصل/i)), '٠٥٠١٢٣٤٥٦٧');
    await userEvent.click(canvas.getByRole('radio', { name: /^(work|العمل)$/i }));
    await userEvent.click(canvas.getByRole('button', { name: save }));
    const draft: AddressDraft = {
      latlng: marinaPin,
      title: 'Home',
      person_name: 'Mariam Al Suwaidi',
      building_name: 'Marina Gate 1',
      floor: '23',
      flat: '2305',
      notes: 'Ring twice',
      phone: '501234567',
      countryCode: '971',
      type: 'work',
    };
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(draft));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const ReportsEveryNewPoint: Story = {
  args: { initialLocation: marinaPin, area: marina, areaStatus: 'found' },
  play: async ({ canvas, args }) => {
    canvas.getByRole('application').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onLocationChange).toHaveBeenLastCalledWith([25.0805, 55.1413]);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onLocationChange).toHaveBeenLastCalledWith([25.0815, 55.1413]);
  },
};

export const RetriesTheAreaLookup: Story = {
  args: { initialLocation: marinaPin, areaStatus: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /check again|تحقّق مرة أخرى/i }));
    await expect(args.onAreaRetry).toHaveBeenCalledOnce();
  },
};

export const CancelsWithoutSaving: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(cancel|إلغاء)$/i }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The app's loop, played out: a new point is looked up, and its answer decides whether the address can be saved. */
function WithLookup(args: AddressFormProps) {
  const [lookup, setLookup] = useState<{ area: Area | undefined; status: AddressAreaStatus }>({ area: undefined, status: 'idle' });
  return (
    <AddressForm
      {...args}
      area={lookup.area}
      areaStatus={lookup.status}
      onLocationChange={(latlng) => {
        args.onLocationChange(latlng);
        setLookup(latlng[1] > 55.3 ? { area: alWarqa, status: 'found' } : { area: marina, status: 'found' });
      }}
    />
  );
}

export const LooksUpTheAreaOfThePin: Story = {
  render: (args) => <WithLookup {...args} />,
  args: { initialValues: filled },
  play: async ({ canvas, args }) => {
    const longitude = canvas.getByRole('textbox', box(/longitude|خط الطول/i));
    const latitude = canvas.getByRole('textbox', box(/latitude|خط العرض/i));
    await userEvent.type(latitude, '25.19');
    await userEvent.type(longitude, '55.42');
    await waitFor(() => expect(canvas.getByText(/we don't deliver to|لا نوصل إلى/i)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(longitude);
    await userEvent.type(longitude, '55.14');
    const status = await canvas.findByText(/we deliver to|نوصل إلى/i);
    await expect(within(status).getByText(/dubai marina|دبي مارينا/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ latlng: [25.19, 55.14], type: 'home' })));
  },
};

/** The lookup answers only when the story says so (a `story:area-answer` event), as a slow network would. */
function WithSlowLookup(args: AddressFormProps) {
  const [status, setStatus] = useState<AddressAreaStatus>('loading');
  useEffect(() => {
    const answer = () => setStatus('found');
    window.addEventListener('story:area-answer', answer);
    return () => window.removeEventListener('story:area-answer', answer);
  }, []);
  return <AddressForm {...args} area={status === 'found' ? marina : undefined} areaStatus={status} />;
}

/**
 * Save pressed while the pin's area is still being looked up: the button waits for the answer and
 * then saves, once. It used to stop at "Form incomplete", whose list emptied itself when the
 * answer came, so the first Save did nothing (seen in the address fault journey on a slow run).
 */
export const SaveWaitsForTheAreaLookup: Story = {
  render: (args) => <WithSlowLookup {...args} />,
  args: { initialLocation: marinaPin, initialValues: filled },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: save }));
    // Nothing is refused meanwhile: no "Form incomplete", no request.
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(canvas.queryByText(/form incomplete|النموذج غير مكتمل/i)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('story:area-answer'));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ latlng: marinaPin, type: 'home' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: save })).not.toHaveAttribute('aria-busy'));
  },
};
