/**
 * Ids of the emulated service's resources: a prefix naming the resource (con_, rep_, exe_, jr_,
 * plan_), a tag of this emulator and a counter, so that ids are unique across emulators in one
 * process too and no two resources of one emulator ever share an id.
 */
import { randomBytes } from 'node:crypto';

export class IdMint {
  private seq = 0;
  /** Tells this emulator's ids from another's. */
  private readonly tag = randomBytes(3).toString('hex');

  next(prefix: string): string {
    this.seq++;
    return `${prefix}${this.tag}${this.seq.toString(36).padStart(5, '0')}`;
  }
}
