import { PictureGallery, type PictureGalleryProps, type PictureGalleryText } from '../../shared/PictureGallery/index.ts';

export type ProductImagesProps = Omit<PictureGalleryProps, 'text' | 'max'>;

/** The API keeps at most 10 pictures of a product (`too_many_images`). */
export const MAX_PRODUCT_IMAGES = 10;

const TEXT: PictureGalleryText = {
  add: 'dashboard.privateProducts.images.add',
  addHelp: 'dashboard.privateProducts.images.addHelp',
  added: 'dashboard.privateProducts.images.added',
  alt: 'dashboard.privateProducts.images.alt',
  confirmDelete: 'dashboard.privateProducts.images.confirmDelete',
  confirmMessage: 'dashboard.privateProducts.images.confirmMessage',
  confirmPrimary: 'dashboard.privateProducts.images.confirmPrimary',
  confirmTitle: 'dashboard.privateProducts.images.confirmTitle',
  delete: 'dashboard.privateProducts.images.delete',
  deleteFailed: 'dashboard.privateProducts.images.deleteFailed',
  deleteNamed: 'dashboard.privateProducts.images.deleteNamed',
  deleted: 'dashboard.privateProducts.images.deleted',
  empty: 'dashboard.privateProducts.images.empty',
  emptyEditable: 'dashboard.privateProducts.images.emptyEditable',
  list: 'dashboard.privateProducts.images.list',
  makePrimary: 'dashboard.privateProducts.images.makePrimary',
  makePrimaryNamed: 'dashboard.privateProducts.images.makePrimaryNamed',
  primary: 'dashboard.privateProducts.images.primary',
  primaryFailed: 'dashboard.privateProducts.images.primaryFailed',
  primarySet: 'dashboard.privateProducts.images.primarySet',
};

/** A private product's pictures (vendor spec §3 "Product (per shop)": image, primary image; decision 0072). */
export function ProductImages(props: ProductImagesProps) {
  return <PictureGallery {...props} max={MAX_PRODUCT_IMAGES} text={TEXT} />;
}
