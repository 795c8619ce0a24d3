import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeJourneyBody, loadJourneyDefinition } from '../src/core/journey-definition.js';

const dir = mkdtempSync(path.join(tmpdir(), 'journey-def-'));
const load = (source: string) =>
  loadJourneyDefinition(source, { baseDir: dir, seed: 'action-seed' });

describe('journey definitions', () => {
  it('fills schemaVersion, targetId and seed, keeping what the file sets', async () => {
    const def = await load('{"topology":{"kind":"cdr-desk"}}');
    expect(def.origin).toBe('inline JSON');
    expect(completeJourneyBody(def, 'con_1', 'action-seed')).toMatchObject({
      schemaVersion: 1,
      targetId: 'con_1',
      seed: 'action-seed',
      topology: { kind: 'cdr-desk' },
    });
    const own = await load('{"topology":{"kind":"cdr-desk"},"seed":"mine","targetId":"con_9"}');
    expect(completeJourneyBody(own, 'con_1', 'action-seed')).toMatchObject({
      seed: 'mine',
      targetId: 'con_9',
    });
  });

  it('reads YAML and JSON files relative to the workspace', async () => {
    writeFileSync(
      path.join(dir, 'j.yml'),
      'topology:\n  kind: remote-start-stop\n  profile: commands\n',
    );
    writeFileSync(path.join(dir, 'j.json'), '{"topology": {"kind": "rough-session"}}');
    expect((await load('j.yml')).body).toMatchObject({ topology: { kind: 'remote-start-stop' } });
    expect((await load('j.json')).body).toMatchObject({ topology: { kind: 'rough-session' } });
  });

  it.each([
    ['{"topology":', /inline JSON is not valid JSON \(line 1/],
    ['missing.yaml', /the file "missing.yaml" was not found/],
    [
      '{"schemaVersion": 2, "topology": {"kind": "cdr-desk"}}',
      /schemaVersion \(line 1\): must be 1/,
    ],
    ['{"topology": {"kind": "cdr-desk"}, "seed": ""}', /seed \(line 1\)/],
    [`{"topology": {"kind": "cdr-desk"}, "seed": "${'s'.repeat(129)}"}`, /seed \(line 1\)/],
    ['{"topology": {"kind": "cdr-desk", "profile": "turbo"}}', /topology\.profile \(line 1\)/],
    [
      '{"clock": {"durationSeconds": -5}, "topology": {"kind": "cdr-desk"}}',
      /clock\.durationSeconds/,
    ],
  ])('rejects %s before sending, naming the field', async (source, message) => {
    await expect(load(source)).rejects.toThrow(message);
  });

  it('rejects a file that is neither JSON nor YAML, with the line', async () => {
    writeFileSync(
      path.join(dir, 'broken.yaml'),
      'topology:\n  kind: cdr-desk\n  profile: [unclosed\n',
    );
    await expect(load('broken.yaml')).rejects.toThrow(
      /broken\.yaml is not valid JSON or YAML \(line \d+, column \d+\)/,
    );
    writeFileSync(path.join(dir, 'binary.json'), '\u0000\u0001PK\u0003\u0004');
    await expect(load('binary.json')).rejects.toThrow(/journey: binary\.json/);
  });

  it('rejects a file that does not hold one object', async () => {
    writeFileSync(path.join(dir, 'list.yaml'), '- a\n- b\n');
    await expect(load('list.yaml')).rejects.toThrow(/must hold one object/);
  });
});
