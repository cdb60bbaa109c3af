import { SIGNUP_CLUSTER_MINUTES } from '@inklore/contract';
import type { Db } from '#src/db/database.ts';
import { toIso } from '#src/db/dialect.ts';
import { networkOf } from './network.ts';
import { recordSignupNetwork } from './vote-counting.queries.ts';

/**
 * A new account (a sign-up, or a first sign-in with a provider): keeps the network it signed
 * up from (never the address) and joins it to the accounts made from that network within the
 * hour before it, whose votes then count as one (ADR 041). An address that is not one (a
 * test's 'localhost') keeps nothing.
 */
export async function noteSignup(
  db: Db,
  user: { id: number; created_at: Date | string },
  ip: string,
): Promise<void> {
  const network = networkOf(ip);
  if (network === null) return;
  await recordSignupNetwork(db, user.id, network, toIso(user.created_at), SIGNUP_CLUSTER_MINUTES);
}
