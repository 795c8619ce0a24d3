/** The `ocpi-conformance` command: one entry, one sub-command per job. */
import { PACKAGE_VERSION } from '../version.js';
import { runDemoCommand } from './demo.js';
import { type CommandIo, processIo } from './io.js';

const HELP = `Usage: ocpi-conformance <command> [options]

Commands:
  demo       run the bundled action against the embedded emulator and print its summary
  emulator   serve the emulator of the testing service (a test double) on 127.0.0.1

Run "ocpi-conformance <command> --help" for a command's options.`;

export async function main(argv: string[], io: CommandIo = processIo): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'demo':
      return runDemoCommand(rest, io);
    case 'emulator': {
      // Loaded on demand: the emulator is not part of a normal run.
      const { runEmulatorCommand } = await import('../emulator/cli.js');
      return runEmulatorCommand(rest, io);
    }
    case '--version':
    case '-v':
      io.out(PACKAGE_VERSION);
      return 0;
    case undefined:
    case '--help':
    case '-h':
      io.out(HELP);
      return command === undefined ? 2 : 0;
    default:
      io.err(`Unknown command "${command}".\n\n${HELP}`);
      return 2;
  }
}
