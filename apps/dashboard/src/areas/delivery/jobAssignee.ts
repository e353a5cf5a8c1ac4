import type { CarrierRow, DeliveryDriver, DeliveryJobRow } from '@dukkan/data';

export interface JobAssignee {
  kind: 'driver' | 'carrier';
  name: string;
  name_ar?: string;
}

/** Who delivers a job, named from the shop's drivers and the platform's carriers (the id while they load). */
export function jobAssignee(
  job: Pick<DeliveryJobRow, 'driver' | 'carrier'>,
  drivers: readonly DeliveryDriver[] | undefined,
  carriers: readonly CarrierRow[] | undefined,
): JobAssignee | undefined {
  if (job.driver) return { kind: 'driver', name: drivers?.find((d) => d.id === job.driver)?.name ?? job.driver };
  if (!job.carrier) return undefined;
  const carrier = carriers?.find((c) => c.id === job.carrier);
  return { kind: 'carrier', name: carrier?.name ?? job.carrier, ...(carrier?.name_ar ? { name_ar: carrier.name_ar } : {}) };
}
