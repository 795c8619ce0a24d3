/**
 * The format of data/journeys.json, the journey content of the emulated service, as the schema
 * the file is checked against when the emulator loads (journeys-content.ts reads it).
 *
 * The file holds the defaults of a journey plan, the stages several journeys share, and per
 * journey kind its default profile, the capabilities it needs and its stages in order. A stage
 * names the module it exercises and the roster checks it grades there; where the plan's OCPI
 * version lacks that module, the stage falls back to the next module of `uses` (bookings ->
 * RESERVE_NOW commands, payments -> CDRs, charging profiles -> commands, hub client info ->
 * credentials), and to `fallbackUses` when the version has none of them.
 *
 * Beyond the shape, the links are checked: every journey kind of the interface has an entry,
 * named stages exist, stage ids are unique within a journey, and every module and check a stage
 * uses is in the roster.
 */
import { z } from 'zod';
import { parseDataFile } from './data-file.js';
import { CAPABILITIES, JOURNEY_KINDS, JOURNEY_PROFILES } from './interface-rules.js';

export type JourneyKind = (typeof JOURNEY_KINDS)[number];

const Text = z.string().min(1);
const Slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case words joined by "-"');

const UsesSchema = z.strictObject({
  /** A module of the roster. */
  module: Text,
  /** Slugs of that module's roster checks the stage grades, 2 to 5 of them, in order. */
  checks: z.array(Slug).min(1),
});

const StageBody = {
  name: Text,
  /** Modules and checks in order of preference; the first module the plan's version has wins. */
  uses: z.array(UsesSchema).min(1),
  /** Energy flows in this stage: session updates are emitted. */
  charging: z.boolean().optional(),
  /** Updates in this stage may report a suspended session (faults, rough sessions). */
  rough: z.boolean().optional(),
  /** Share of the journey clock the stage takes, relative to the others (default: stageWeights). */
  weight: z.number().int().positive().optional(),
};

const SharedStageSchema = z.strictObject(StageBody);
const OwnStageSchema = z.strictObject({ id: Slug, ...StageBody });

const JourneySchema = z.strictObject({
  /** Profile of the plan when the preview names none. */
  profile: z.enum(JOURNEY_PROFILES),
  /** Capabilities the owner's plan needs to run the journey (besides external-endpoints). */
  requiredCapabilities: z.array(z.enum(CAPABILITIES)).optional(),
  /** The id of a shared stage, or a stage of the journey's own. */
  stages: z.array(z.union([Slug, OwnStageSchema])).min(1),
});

const JourneyFileShape = z.strictObject({
  /** Notes for readers of the file; not read. */
  $comment: z.array(z.string()).optional(),
  /** Plan fields a preview leaves out (journey-clock seconds). */
  planDefaults: z.strictObject({
    durationSeconds: z.number().int().positive(),
    accelerationFactor: z.number().int().positive(),
    cadenceSeconds: z.number().int().positive(),
    jitterSeconds: z.number().int().nonnegative(),
    cdrDelaySeconds: z.number().int().nonnegative(),
  }),
  /** Weight of a stage that gives none: charging stages take longer. */
  stageWeights: z.strictObject({
    stage: z.number().int().positive(),
    chargingStage: z.number().int().positive(),
  }),
  /** What a stage grades when the plan's version has none of its modules. */
  fallbackUses: UsesSchema,
  /** Stages several journeys share, by id. */
  sharedStages: z.record(Slug, SharedStageSchema),
  /** Every journey kind of the interface. */
  journeys: z.record(z.string(), JourneySchema),
});

type JourneyFile = z.output<typeof JourneyFileShape>;

/** A stage as the content generator reads it: shared stages resolved, weights filled in. */
export interface StageSpec {
  id: string;
  name: string;
  /** Modules and roster checks to grade there, by preference: the first the version has wins. */
  uses: { module: string; checks: string[] }[];
  /** Share of the journey clock the stage takes, relative to the other stages. */
  weight: number;
  /** Energy flows in this stage: session updates are emitted. */
  charging: boolean;
  /** Updates in this stage may report a suspended session (faults, rough sessions). */
  rough: boolean;
}

export interface JourneySpec {
  profile: string;
  requiredCapabilities: string[];
  stages: StageSpec[];
}

export interface JourneyContent {
  planDefaults: JourneyFile['planDefaults'];
  fallbackUses: JourneyFile['fallbackUses'];
  journeys: Record<JourneyKind, JourneySpec>;
}

/**
 * The journey content of a data file's content, checked against the roster's checks (slugs by
 * module); throws DataFileError naming `source` when it is invalid.
 */
export function parseJourneyFile(
  raw: unknown,
  source: string,
  rosterChecks: ReadonlyMap<string, ReadonlySet<string>>,
): JourneyContent {
  const schema = JourneyFileShape.superRefine((file, ctx) => {
    const issue = (path: Path, message: string) => ctx.addIssue({ code: 'custom', path, message });
    checkLinks(file, rosterChecks, issue);
  });
  return resolve(parseDataFile(schema, raw, source));
}

function resolve(file: JourneyFile): JourneyContent {
  const stage = (entry: JourneyFile['journeys'][string]['stages'][number]): StageSpec => {
    const { id, ...body } =
      typeof entry === 'string' ? { id: entry, ...file.sharedStages[entry]! } : entry;
    const charging = body.charging ?? false;
    const weight = charging ? file.stageWeights.chargingStage : file.stageWeights.stage;
    return {
      id,
      name: body.name,
      uses: body.uses,
      weight: body.weight ?? weight,
      charging,
      rough: body.rough ?? false,
    };
  };
  const journeys = Object.fromEntries(
    Object.entries(file.journeys).map(([kind, journey]) => [
      kind,
      {
        profile: journey.profile,
        requiredCapabilities: journey.requiredCapabilities ?? [],
        stages: journey.stages.map(stage),
      },
    ]),
  ) as Record<JourneyKind, JourneySpec>;
  return { planDefaults: file.planDefaults, fallbackUses: file.fallbackUses, journeys };
}

// Links between entries, checked once the shape is right.

type Path = (string | number)[];

function checkLinks(
  file: JourneyFile,
  rosterChecks: ReadonlyMap<string, ReadonlySet<string>>,
  issue: (path: Path, message: string) => void,
): void {
  const kinds: readonly string[] = JOURNEY_KINDS;
  const missing = kinds.filter((kind) => !Object.hasOwn(file.journeys, kind));
  if (missing.length > 0) issue(['journeys'], `lacks the journey kinds ${missing.join(', ')}`);
  for (const kind of Object.keys(file.journeys)) {
    if (!kinds.includes(kind)) {
      issue(['journeys', kind], `is not a journey kind; the kinds are ${kinds.join(', ')}`);
    }
  }
  const checkUses = (uses: z.output<typeof UsesSchema>, path: Path) => {
    const slugs = rosterChecks.get(uses.module);
    if (!slugs) {
      issue([...path, 'module'], `"${uses.module}" is not a module of the roster`);
      return;
    }
    for (const [i, slug] of uses.checks.entries()) {
      if (slugs.has(slug)) continue;
      issue([...path, 'checks', i], `"${slug}" is not a check of ${uses.module}`);
    }
  };
  checkUses(file.fallbackUses, ['fallbackUses']);
  for (const [id, stage] of Object.entries(file.sharedStages)) {
    for (const [u, uses] of stage.uses.entries()) checkUses(uses, ['sharedStages', id, 'uses', u]);
  }
  for (const [kind, journey] of Object.entries(file.journeys)) {
    const ids = new Set<string>();
    journey.stages.forEach((stage, s) => {
      const path = ['journeys', kind, 'stages', s];
      const id = typeof stage === 'string' ? stage : stage.id;
      if (ids.has(id)) issue(path, `stage id "${id}" is used twice in the journey`);
      ids.add(id);
      if (typeof stage !== 'string') {
        for (const [u, uses] of stage.uses.entries()) checkUses(uses, [...path, 'uses', u]);
      } else if (!Object.hasOwn(file.sharedStages, stage)) {
        issue(path, `names no entry of sharedStages: "${stage}"`);
      }
    });
  }
}
