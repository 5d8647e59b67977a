import type { VerstakValue } from '@verstak/react';
import { isTokenExpired } from '@verstak/sdk';

/**
 * Renews the session when the token is missing or expired (its cookie expires with it after 15
 * minutes, while the refresh cookie lives on), so a guard does not send a returning user to login.
 * A refused or failed renewal leaves a guest.
 */
export async function ensureSession({ client, session }: VerstakValue): Promise<void> {
  const token = client.tokenStore.get();
  if (token && !isTokenExpired(token)) return;
  try {
    await session.refresh();
  } catch {
    // The guard then sees a guest.
  }
}
