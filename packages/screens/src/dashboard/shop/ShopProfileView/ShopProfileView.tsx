import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useForm, useFormState } from 'react-final-form';
import { FormPage, type LatLng, type PageBreadcrumb, type SubmitResult, type UploadHandler, type UploadResult } from '@dukkan/ui';
import { ShopProfileAddress, type ShopProfileArea } from './ShopProfileAddress.tsx';
import { ShopProfileImages } from './ShopProfileImages.tsx';
import { ShopProfileSocial } from './ShopProfileSocial.tsx';
import { ShopProfileTexts } from './ShopProfileTexts.tsx';
import { ShopProfileVideo, type VideoSideChoice, type VideoSideName } from './ShopProfileVideo.tsx';
import {
  PART_FIELDS,
  profileChanges,
  profileValuesOf,
  type ShopProfileChanges,
  type ShopProfileData,
  type ShopProfilePart,
  type ShopProfileSaveOutcome,
  type ShopProfileValues,
} from './shopProfileValues.ts';

export interface ShopProfileViewProps {
  /** GET /shop/a/details; undefined while it loads or after it failed. */
  profile: ShopProfileData | undefined;
  status: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  /** `shop:update`: without it the page is read-only, with no save bar and no picture or video actions. */
  canEdit: boolean;
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The changed text parts, each its own call; resolves with what was saved and what was refused. */
  onSave: (changes: ShopProfileChanges) => Promise<ShopProfileSaveOutcome>;
  onDirtyChange?: (dirty: boolean) => void;
  onUploadImage: UploadHandler;
  onDeleteImage: (imageId: string) => Promise<string | null>;
  onSetPrimaryImage: (imageId: string) => Promise<string | null>;
  onSaveVideoLinks: (sides: Record<VideoSideName, VideoSideChoice>) => Promise<string | null>;
  onUploadVideo: (file: File, side: VideoSideName) => Promise<UploadResult>;
  onDeleteVideo: () => Promise<string | null>;
  /** The area of the pin, looked up by the app as the pin moves. */
  area: ShopProfileArea;
  onLocationChange?: (latlng: [number, number] | null) => void;
  onAreaRetry?: () => void;
  locate?: () => Promise<LatLng>;
}

const PART_LABELS: Record<ShopProfilePart, string> = {
  texts: 'dashboard.shop.texts.title',
  address: 'dashboard.shop.address.title',
  social: 'dashboard.shop.social.title',
};

/**
 * After a save that was partly refused: the parts that were stored become the form's new
 * baseline, and the refused ones keep their edits and stay unsaved (as the save bar does for
 * a full save, once the submit is over).
 */
function PartialRebase({ pending }: { pending: { seq: number; values: Partial<ShopProfileValues> } | null }) {
  const form = useForm('PartialRebase');
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const applied = useRef(0);
  useEffect(() => {
    if (!pending || submitting || applied.current === pending.seq) return;
    applied.current = pending.seq;
    form.batch(() => {
      form.setConfig('keepDirtyOnReinitialize', true);
      form.initialize({ ...form.getState().initialValues, ...pending.values });
      form.setConfig('keepDirtyOnReinitialize', false);
    });
  }, [pending, submitting, form]);
  return null;
}

/**
 * The shop profile `/shop` (vendor spec §3 Shop, §7 Shop; issue #10): one form page whose save
 * bar sends the changed text parts (names and texts, address, social links) each in its own
 * call, with the pictures and the video in their own cards acting at once.
 */
export function ShopProfileView(props: ShopProfileViewProps) {
  const { profile, status, canEdit } = props;
  const intl = useIntl();
  // The form starts from the first answer only: a later refetch must never overwrite typing.
  const [initialValues, setInitialValues] = useState<ShopProfileValues | null>(() => (profile ? profileValuesOf(profile) : null));
  if (!initialValues && profile) setInitialValues(profileValuesOf(profile));
  const [rebase, setRebase] = useState<{ seq: number; values: Partial<ShopProfileValues> } | null>(null);
  // What the form holds as saved: the first answer, then what each save stored (the save bar
  // makes a full save the form's new baseline; PartialRebase does the same for a partial one).
  const baseline = useRef<Partial<ShopProfileValues> | null>(null);

  const { onSave } = props;
  async function submit(values: ShopProfileValues): Promise<SubmitResult | void> {
    const base = baseline.current ?? initialValues ?? {};
    const changes = profileChanges(base, values);
    if (Object.keys(changes).length === 0) {
      baseline.current = { ...values };
      return undefined;
    }
    const outcome = await onSave(changes);
    if (outcome.failed.length === 0) {
      baseline.current = { ...values };
      return undefined;
    }
    if (outcome.saved.length > 0) {
      const stored = Object.fromEntries(outcome.saved.flatMap((part) => PART_FIELDS[part].map((field) => [field, values[field]])));
      baseline.current = { ...base, ...stored };
      setRebase((r) => ({ seq: (r?.seq ?? 0) + 1, values: stored }));
    }
    const list = new Intl.ListFormat(intl.locale, { type: 'conjunction' });
    const label = (part: ShopProfilePart) => intl.formatMessage({ id: PART_LABELS[part] });
    const words = {
      parts: list.format(outcome.failed.map(({ part }) => label(part))),
      reason: [...new Set(outcome.failed.map(({ message }) => message))].join(' '),
      saved: list.format(outcome.saved.map(label)),
    };
    return {
      formError: { id: outcome.saved.length > 0 ? 'dashboard.shop.save.someFailed' : 'dashboard.shop.save.allFailed', values: words },
    };
  }

  const ready = status === 'ready' && profile && initialValues;
  return (
    <FormPage<ShopProfileValues>
      title={<FormattedMessage id="dashboard.shop.title" />}
      description={<FormattedMessage id="dashboard.shop.description" />}
      breadcrumbs={props.breadcrumbs}
      status={ready ? 'ready' : status === 'error' ? 'error' : 'loading'}
      error={<FormattedMessage id="dashboard.shop.loadError" />}
      onRetry={props.onRetry}
      readOnly={!canEdit}
      readOnlyMessage={<FormattedMessage id="dashboard.shop.readOnly" />}
      initialValues={initialValues ?? undefined}
      onSubmit={submit}
      onDirtyChange={props.onDirtyChange}
      // What was typed survives a forced sign-out (docs/decisions/0090).
      draft={{ key: 'shop.profile' }}
      sections={
        ready
          ? [
              {
                id: 'texts',
                title: <FormattedMessage id="dashboard.shop.texts.title" />,
                description: <FormattedMessage id="dashboard.shop.texts.description" />,
                content: <ShopProfileTexts />,
              },
              {
                id: 'images',
                title: <FormattedMessage id="dashboard.shop.images.title" />,
                description: (
                  <FormattedMessage id={canEdit ? 'dashboard.shop.images.description' : 'dashboard.shop.images.descriptionReadOnly'} />
                ),
                content: (
                  <ShopProfileImages
                    images={profile.shop.images}
                    canEdit={canEdit}
                    onUpload={props.onUploadImage}
                    onDelete={props.onDeleteImage}
                    onSetPrimary={props.onSetPrimaryImage}
                  />
                ),
              },
              {
                id: 'video',
                title: <FormattedMessage id="dashboard.shop.video.title" />,
                description: (
                  <FormattedMessage id={canEdit ? 'dashboard.shop.video.description' : 'dashboard.shop.video.descriptionReadOnly'} />
                ),
                content: (
                  <ShopProfileVideo
                    video={profile.video}
                    canEdit={canEdit}
                    onSaveLinks={props.onSaveVideoLinks}
                    onUpload={props.onUploadVideo}
                    onDelete={props.onDeleteVideo}
                  />
                ),
              },
              {
                id: 'address',
                title: <FormattedMessage id="dashboard.shop.address.title" />,
                description: <FormattedMessage id="dashboard.shop.address.description" />,
                content: (
                  <ShopProfileAddress
                    area={props.area}
                    onLocationChange={props.onLocationChange}
                    onAreaRetry={props.onAreaRetry}
                    locate={props.locate}
                    disabled={!canEdit}
                  />
                ),
              },
              {
                id: 'social',
                title: <FormattedMessage id="dashboard.shop.social.title" />,
                description: <FormattedMessage id="dashboard.shop.social.description" />,
                content: <ShopProfileSocial />,
              },
            ]
          : undefined
      }
    >
      <PartialRebase pending={rebase} />
    </FormPage>
  );
}
