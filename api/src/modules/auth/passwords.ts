import { hash, verify } from '@node-rs/argon2';

/** OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. The least production accepts (config.ts). */
export const OWASP_ARGON2_MEMORY_KIB = 19_456;

/**
 * argon2id at the configured memory cost (PASSWORD_HASH_MEMORY_KIB), 2 passes, 1 lane. A stored hash
 * carries its own parameters, so hashes made at another cost still verify.
 */
export function passwordHasher(memoryKib: number) {
  const options = { memoryCost: memoryKib, timeCost: 2, parallelism: 1 } as const;
  let dummy: Promise<string> | undefined;
  return {
    hash: (password: string): Promise<string> => hash(password, options),
    async verify(passwordHash: string, password: string): Promise<boolean> {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    /** Verified against when the email is unknown, so a wrong email costs the same time as a wrong password. */
    dummyHash: (): Promise<string> => (dummy ??= hash('no account has this password', options)),
  };
}

export type PasswordHasher = ReturnType<typeof passwordHasher>;

/** Passwords of the seeded demo accounts: hashed at the production cost, like any account's. */
export const hashPassword = passwordHasher(OWASP_ARGON2_MEMORY_KIB).hash;
