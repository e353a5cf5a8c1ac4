import type { ApiError, Id } from '@dukkan/core';

/** One of the shop's own drivers (vendor spec §3 "Driver"). */
export interface DriverItem {
  id: Id;
  name: string;
  phone: string;
  latitude: number;
  longitude: number;
  /** On duty. */
  available: boolean;
  /** A delivery in progress. */
  busy: boolean;
  /** The driver-app login name, once set. */
  accountName?: string;
}

/** What the driver form sends. */
export interface DriverValues {
  name: string;
  phone: string;
  latitude: number;
  longitude: number;
  available: boolean;
}

/** Says why a driver call was refused (a message id). */
export function driverRefusalId(error: ApiError | null | undefined): string {
  switch (error?.code) {
    case 'duplicate_phone':
      return 'dashboard.delivery.drivers.refused.duplicatePhone';
    case 'driver_busy':
      return 'dashboard.delivery.drivers.refused.busy';
    case 'duplicate_login':
      return 'dashboard.delivery.drivers.refused.duplicateLogin';
    case 'account_exists':
      return 'dashboard.delivery.drivers.refused.accountExists';
    case 'weak_password':
    case 'password_short':
      return 'dashboard.delivery.drivers.account.password.short';
    case 'not_found':
      return 'dashboard.delivery.drivers.refused.notFound';
    default:
      if (error?.kind === 'network') return 'dashboard.delivery.areas.refused.network';
      if (error?.status === 403) return 'dashboard.delivery.drivers.refused.forbidden';
      return 'dashboard.delivery.areas.refused.other';
  }
}
