import { PictureGallery, type PictureGalleryProps, type PictureGalleryText } from '../../shared/PictureGallery/index.ts';

export type ShopProfileImagesProps = Omit<PictureGalleryProps, 'text' | 'max'>;

const TEXT: PictureGalleryText = {
  add: 'dashboard.shop.images.add',
  addHelp: 'dashboard.shop.images.addHelp',
  added: 'dashboard.shop.images.added',
  alt: 'dashboard.shop.images.alt',
  confirmDelete: 'dashboard.shop.images.confirmDelete',
  confirmMessage: 'dashboard.shop.images.confirmMessage',
  confirmPrimary: 'dashboard.shop.images.confirmPrimary',
  confirmTitle: 'dashboard.shop.images.confirmTitle',
  delete: 'dashboard.shop.images.delete',
  deleteFailed: 'dashboard.shop.images.deleteFailed',
  deleteNamed: 'dashboard.shop.images.deleteNamed',
  deleted: 'dashboard.shop.images.deleted',
  empty: 'dashboard.shop.images.empty',
  emptyEditable: 'dashboard.shop.images.emptyEditable',
  list: 'dashboard.shop.images.list',
  makePrimary: 'dashboard.shop.images.makePrimary',
  makePrimaryNamed: 'dashboard.shop.images.makePrimaryNamed',
  primary: 'dashboard.shop.images.primary',
  primaryFailed: 'dashboard.shop.images.primaryFailed',
  primarySet: 'dashboard.shop.images.primarySet',
};

/** The shop's pictures (vendor spec §3 Shop images; decision 0041), uploaded with POST /shop/image. */
export function ShopProfileImages(props: ShopProfileImagesProps) {
  return <PictureGallery {...props} text={TEXT} />;
}
