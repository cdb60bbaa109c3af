import { hash, verify } from '@node-rs/argon2';

// argon2id (the package's default algorithm) with OWASP's baseline cost: 19 MiB, 2 passes.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// A real hash to verify against when the account does not exist, so an unknown login takes
// as long as a wrong password and the answer reveals nothing.
let dummy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not-a-real-password-for-timing');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
