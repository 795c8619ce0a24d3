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

  describe('unknown keys', () => {
    it('names a misspelt top-level key with its line and the key it probably meant (YAML)', async () => {
      writeFileSync(
        path.join(dir, 'typo-top.yaml'),
        '# a journey\nschemaVersion: 1\ntopology:\n  kind: cdr-desk\nclok:\n  durationSeconds: 600\n',
      );
      await expect(load('typo-top.yaml')).rejects.toThrow(
        'journey: typo-top.yaml is not a valid journey: clok (line 5): unknown key; did you mean clock?',
      );
    });

    it('names a misspelt kind with the kind it probably meant, as for a key', async () => {
      writeFileSync(
        path.join(dir, 'typo-kind.yaml'),
        'topology:\n  kind: first-succesful-charge\n',
      );
      await expect(load('typo-kind.yaml')).rejects.toThrow(
        'journey: typo-kind.yaml is not a valid journey: topology.kind (line 2): "first-succesful-charge" is not one of its values; did you mean first-successful-charge?',
      );
    });

    it('names a misspelt nested key with its full path (YAML)', async () => {
      writeFileSync(
        path.join(dir, 'typo-session.yaml'),
        'topology:\n  kind: rough-session\nsession:\n  updates: []\n  cadenceSecs: 30\n',
      );
      await expect(load('typo-session.yaml')).rejects.toThrow(
        'journey: typo-session.yaml is not a valid journey: session.cadenceSecs (line 5): unknown key; did you mean cadenceSeconds?',
      );
    });

    it('finds the line in a JSON file and in inline JSON', async () => {
      writeFileSync(
        path.join(dir, 'typo.json'),
        '{\n  "topology": {\n    "kind": "cdr-desk",\n    "profil": "commands"\n  },\n  "completion": {"cdrDelaySecond": 5}\n}\n',
      );
      await expect(load('typo.json')).rejects.toThrow(
        'journey: typo.json is not a valid journey: topology.profil (line 4): unknown key; did you mean profile?; completion.cdrDelaySecond (line 6): unknown key; did you mean cdrDelaySeconds?',
      );
      await expect(
        load('{"topology": {"kind": "cdr-desk"}, "clock": {"accelerationfactor": 60}}'),
      ).rejects.toThrow(
        'journey: inline JSON is not a valid journey: clock.accelerationfactor (line 1): unknown key; did you mean accelerationFactor?',
      );
    });

    it('lists the known keys of the object when no key is near', async () => {
      await expect(
        load('{"topology": {"kind": "cdr-desk"}, "session": {"frobnicate": true}}'),
      ).rejects.toThrow(
        'session.frobnicate (line 1): unknown key; session takes cadenceSeconds, updates, jitterSeconds.',
      );
      await expect(load('{"topology": {"kind": "cdr-desk"}, "priority": "high"}')).rejects.toThrow(
        'priority (line 1): unknown key; a journey takes schemaVersion, targetId, topology, clock, session, completion, seed.',
      );
    });

    it('reports the unknown key with the other problems it causes, at most five', async () => {
      writeFileSync(
        path.join(dir, 'typo-many.yaml'),
        [
          'topolgy:',
          '  kind: cdr-desk',
          'clock:',
          '  durationSecs: 60',
          '  acceleration: 2',
          '  speed: 3',
          'session:',
          '  jitter: 1',
          '  cadence: 2',
          '',
        ].join('\n'),
      );
      await expect(load('typo-many.yaml')).rejects.toThrow(
        'journey: typo-many.yaml is not a valid journey: ' +
          'topolgy (line 1): unknown key; did you mean topology?; ' +
          'clock.durationSecs (line 4): unknown key; did you mean durationSeconds?; ' +
          'clock.acceleration (line 5): unknown key; did you mean accelerationFactor?; ' +
          'clock.speed (line 6): unknown key; clock takes durationSeconds, accelerationFactor; ' +
          'session.jitter (line 8): unknown key; did you mean jitterSeconds?; and 2 more.',
      );
    });

    it('accepts every known key, and leaves the items of session.updates unchecked', async () => {
      const def = await load(
        JSON.stringify({
          schemaVersion: 1,
          targetId: 'con_1',
          topology: {
            kind: 'remote-start-stop',
            profile: 'commands',
            role: 'CPO',
            ocpiVersion: '2.2.1',
            label: 'l',
          },
          clock: { durationSeconds: 60, accelerationFactor: 2 },
          session: { cadenceSeconds: 5, updates: [{ anything: 1, at: 'x' }], jitterSeconds: 0 },
          completion: { cdrDelaySeconds: 0 },
          seed: 's',
        }),
      );
      expect(def.body).toMatchObject({ session: { updates: [{ anything: 1 }] } });
    });
  });

  it('rejects a file that does not hold one object', async () => {
    writeFileSync(path.join(dir, 'list.yaml'), '- a\n- b\n');
    await expect(load('list.yaml')).rejects.toThrow(/must hold one object/);
  });
});
