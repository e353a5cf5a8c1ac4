import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import { saveProfile, useCurrentUser } from '@dukkan/data';
import { ProfileView, type ProfileDetails } from '@dukkan/screens';
import { useUserState } from '@dukkan/shell';
import { urls } from '../../urls.ts';
import { useStorefrontServices } from '../../services.ts';

/**
 * `/account/profile` (login required). The user is read fresh through GET /account/get-user;
 * until it answers the stored user is shown, so the form never waits on a slow network.
 */
export function ProfileRoute() {
  const { user } = useStorefrontServices();
  const { isLoggedIn, user: stored } = useUserState();
  const { mutate } = useSWRConfig();
  const { data, error: loadError, isLoading, mutate: reload } = useCurrentUser(isLoggedIn);
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);
  const shown = data ?? stored ?? undefined;
  async function submit(details: ProfileDetails) {
    setError(null);
    setSaved(false);
    const result = await saveProfile({ user, mutate }, details);
    if (result.error) setError(result.error);
    else setSaved(true);
  }
  return (
    <ProfileView
      user={shown}
      isLoading={isLoading && !shown}
      loadError={loadError}
      onRetry={() => void reload()}
      onSubmit={submit}
      error={error}
      saved={saved}
      deleteAccountHref={urls.deleteAccount()}
    />
  );
}
