/**
 * The errors every layer expects and words for a person: ClientError, the base of each (the service
 * client's typed errors in client/errors.ts extend it, and so do the settings' and the journey
 * definition's), and InputError, a value found wrong before any request is sent, by the client or
 * by whichever layer read it (an option, an input, a file). Any other error is a bug
 * (core/reasons.ts). The base keeps its name from the client, where it began.
 */

export type ClientErrorKind =
  | 'input'
  | 'service'
  | 'schema'
  | 'network'
  | 'timeout'
  | 'deadline'
  | 'aborted'
  | 'ambiguous-start'
  | 'paging'
  | 'stream'
  | 'body-limit'
  | 'configuration';

export abstract class ClientError extends Error {
  abstract readonly kind: ClientErrorKind;
  /** The operation, as "METHOD /path" with ids in place, for messages and logs. */
  readonly operation: string | undefined;
  /**
   * Set by the client's transport on the failure of a start that may have reached the service (a
   * 5xx, a reset or a timeout after sending, a cut answer): only the caller can tell whether the
   * run was started (client/resources/starts.ts looks for it), so the transport does not send it
   * again.
   */
  mayHaveTakenEffect = false;

  /**
   * The setting a user would change to get past this error, by its neutral key (`apiKey`,
   * `baseUrl`, `timeoutMinutes`, or an input error's field), when one is involved. With `kind` it
   * lets a front end word the error in its own terms.
   */
  get setting(): string | undefined {
    return undefined;
  }

  constructor(message: string, operation?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.operation = operation;
  }
}

/** A value the caller gave is invalid. Raised before any request is sent. */
export class InputError extends ClientError {
  readonly kind = 'input';
  constructor(
    /** The input or field at fault, e.g. "ourCountryCode" or "baseUrl". */
    readonly field: string,
    message: string,
  ) {
    super(message);
  }

  override get setting(): string {
    return this.field;
  }
}
