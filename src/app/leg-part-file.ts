/**
 * A file of a merge written leg by leg, as core/merge.ts reads the legs (each leg's report is in
 * memory only while it is read): a leg's text goes to a part file of the leg as it comes, joins
 * the document's part file when the leg turns out whole (and is dropped when its file was
 * unreadable), and the head, which carries the totals, is written before them once every leg is
 * in. The first failure of a step is kept, later steps are skipped, and write() reports it; the
 * part files are removed whatever happened. The merged JUnit and CTRF files are written this way.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { appendFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export class LegPartFile {
  private readonly part: string;
  private readonly legPart: string;
  private started = false;
  private failure: string | undefined;

  constructor(readonly file: string) {
    this.part = `${file}.part-${process.pid}`;
    this.legPart = `${file}.leg-${process.pid}`;
  }

  /** Starts a leg's part (and, for the first leg, the document's). */
  async beginLeg(): Promise<void> {
    await this.guard(async () => {
      if (!this.started) {
        await mkdir(path.dirname(this.file), { recursive: true });
        await writeFile(this.part, '');
        this.started = true;
      }
      await writeFile(this.legPart, '');
    });
  }

  /** Appends what `make` gives (nothing when empty) to the leg's part; `make` runs guarded too. */
  async append(make: () => string): Promise<void> {
    await this.guard(async () => {
      const text = make();
      if (text) await appendFile(this.legPart, text);
    });
  }

  /** Joins the leg's part to the document when the leg is kept; true when it was joined. */
  async endLeg(kept: boolean): Promise<boolean> {
    let joined = false;
    await this.guard(async () => {
      if (!kept) return;
      await pipeline(createReadStream(this.legPart), createWriteStream(this.part, { flags: 'a' }));
      joined = true;
    });
    await rm(this.legPart, { force: true }).catch(() => undefined);
    return joined;
  }

  /**
   * Writes the file: `head`, every kept leg's part, `tail`. Throws the first failure of any step;
   * a file that could not be written whole is removed.
   */
  async write(head: string, tail: string): Promise<void> {
    try {
      if (this.failure) throw new Error(this.failure);
      await mkdir(path.dirname(this.file), { recursive: true });
      await writeFile(this.file, head);
      if (this.started) {
        await pipeline(createReadStream(this.part), createWriteStream(this.file, { flags: 'a' }));
      }
      await appendFile(this.file, tail);
    } catch (error) {
      await rm(this.file, { force: true }).catch(() => undefined);
      throw error;
    } finally {
      await rm(this.part, { force: true }).catch(() => undefined);
    }
  }

  private async guard(step: () => Promise<void>): Promise<void> {
    if (this.failure) return;
    try {
      await step();
    } catch (error) {
      this.failure = error instanceof Error ? error.message : String(error);
    }
  }
}
