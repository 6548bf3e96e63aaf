import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (about 20 ms a hash on this kind of machine). */
export const hashPassword = (password: string) => hash(password);

export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password);
