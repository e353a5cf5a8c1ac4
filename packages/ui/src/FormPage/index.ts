export { FormPage, type FormPageProps, type FormPageSectionSpec } from './FormPage.tsx';
export { FormPageSection, type FormPageSectionProps } from './FormPageSection.tsx';
