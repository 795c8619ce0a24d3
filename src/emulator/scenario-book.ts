/**
 * Which scenario (types.ts ScenarioSpec) shapes the runs started from now on: one for the whole
 * emulator, and overrides per connection. A run takes its scenario when it starts and keeps it.
 */
import type { ScenarioName, ScenarioSpec } from './types.js';

export type ScenarioResolver = (
  nameOrPartial: ScenarioName | Partial<ScenarioSpec>,
  base?: ScenarioSpec,
) => ScenarioSpec;

export class ScenarioBook {
  private global: ScenarioSpec;
  private readonly perConnection = new Map<string, ScenarioSpec>();

  constructor(
    private readonly resolve: ScenarioResolver,
    initial: ScenarioSpec,
    /** Whether a connection exists (an override for one that does not is refused). */
    private readonly connectionExists: (connectionId: string) => boolean,
  ) {
    this.global = initial;
  }

  /**
   * Sets the scenario globally or for one connection. A name replaces the scope's scenario
   * (globally it also drops the per-connection overrides); a partial applies over it.
   */
  set(scenario: ScenarioName | Partial<ScenarioSpec>, scope: { connectionId?: string } = {}) {
    const partial = typeof scenario !== 'string';
    if (scope.connectionId !== undefined) {
      if (!this.connectionExists(scope.connectionId)) {
        throw new Error(`setScenario: connection "${scope.connectionId}" does not exist`);
      }
      const base = this.perConnection.get(scope.connectionId) ?? this.global;
      const spec = this.resolve(scenario, partial ? base : undefined);
      this.perConnection.set(scope.connectionId, spec);
      return spec;
    }
    if (!partial) this.perConnection.clear();
    this.global = this.resolve(scenario, partial ? this.global : undefined);
    return this.global;
  }

  /** The scenario of runs on the connection; without one, the global scenario. */
  for(connectionId?: string): ScenarioSpec {
    return (
      (connectionId === undefined ? undefined : this.perConnection.get(connectionId)) ?? this.global
    );
  }
}
