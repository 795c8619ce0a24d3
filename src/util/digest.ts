/** SHA-256 digests of text: the keys of sticky comments, a seed's digest parts, CSP hashes. */
import { createHash } from 'node:crypto';

export function sha256(text: string, encoding: 'hex' | 'base64' = 'hex'): string {
  return createHash('sha256').update(text, 'utf8').digest(encoding);
}
