import { useState } from 'react';
import type { ApiError } from '@dukkan/core';
import { DetailsView, type ProfileDetails } from '@dukkan/screens';
import { useUserState } from '@dukkan/shell';
import { useStorefrontServices } from '../../services.ts';

/**
 * `/login/details` (guarded: only while the profile needs completing). Saving the name ends
 * the need, so the guard sends the customer on; that is when the signup pixel event fires.
 */
export function DetailsRoute() {
  const { user, pixel } = useStorefrontServices();
  const { user: current } = useUserState();
  const [error, setError] = useState<ApiError | null>(null);
  async function submit(details: ProfileDetails) {
    setError(null);
    const result = await user.completeInfo(details.email ? { name: details.name, email: details.email } : { name: details.name });
    if (result.error) setError(result.error);
    else pixel.track('signup', {});
  }
  return <DetailsView onSubmit={submit} error={error} initialValues={current?.email ? { email: current.email } : undefined} />;
}
