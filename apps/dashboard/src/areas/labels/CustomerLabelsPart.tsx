import { useSWRConfig } from 'swr';
import { assignLabel, linkAttribute, useAttributes, useCustomerFilterValues, type CustomerDetail, type LabelsContext } from '@dukkan/data';
import { CustomerAttributes, CustomerLabels } from '@dukkan/screens';
import { useDashboardServices } from '../../services.ts';
import { NO_SHOP } from './LabelsRoute.tsx';
import { labelsUrls } from './urls.ts';

/**
 * A customer's labels and attributes on their page (label/assign-label-customer, crm-v2
 * attribute/link; decision 0075), under the profile. A label shows at once and is put back when
 * refused; a value is saved first, then the customer is read again.
 */
export function useCustomerLabelsPart(shopId: string | undefined, customer: CustomerDetail | undefined, canEdit: boolean) {
  const { client } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const values = useCustomerFilterValues(shopId);
  const attributes = useAttributes(shopId);
  const ctx: LabelsContext | null = shopId ? { client, mutate, shop: shopId } : null;
  if (!customer) return null;
  return (
    <>
      <CustomerLabels
        customerName={customer.fullName}
        labels={values.data?.labels}
        labelsFailed={Boolean(values.error)}
        onLabelsRetry={() => void values.mutate()}
        selected={customer.labels}
        canEdit={canEdit}
        onToggle={(label, assign) => (ctx ? assignLabel(ctx, customer.id, label, assign) : Promise.resolve(NO_SHOP))}
        labelsHref={labelsUrls.labels()}
      />
      <CustomerAttributes
        customerName={customer.fullName}
        attributes={attributes.data}
        attributesFailed={Boolean(attributes.error)}
        onAttributesRetry={() => void attributes.mutate()}
        values={customer.attributes ?? {}}
        canEdit={canEdit}
        onSave={(attribute, value) => (ctx ? linkAttribute(ctx, customer.id, attribute, value) : Promise.resolve(NO_SHOP))}
        attributesHref={labelsUrls.attributes()}
      />
    </>
  );
}
