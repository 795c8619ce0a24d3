/** The part of @actions/core the action uses; index.ts passes the real one, tests their own. */
export interface ActionCore {
  getInput(name: string): string;
  setSecret(secret: string): void;
  setOutput(name: string, value: string): void;
  setFailed(message: string): void;
  info(message: string): void;
  debug(message: string): void;
  warning(message: string, properties?: { title?: string }): void;
  error(message: string, properties?: { title?: string }): void;
  notice(message: string, properties?: { title?: string }): void;
  startGroup(name: string): void;
  endGroup(): void;
  saveState(name: string, value: string): void;
  getState(name: string): string;
  summary: { addRaw(text: string, addEOL?: boolean): { write(): Promise<unknown> } };
}

/** State saved for the post step, which cancels a journey the main step left running. */
export const STATE_IS_POST = 'isPost';
export const STATE_JOURNEY_RUN = 'journey-run-id';
export const STATE_JOURNEY_DONE = 'journey-finished';
