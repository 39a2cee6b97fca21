import type { CommandContext } from '../../infrastructure/cqrs/command-context';
import type { PutterChoices } from '../configuration.decider';

export class ConfigurePutterCommand {
  constructor(
    readonly choices: PutterChoices,
    readonly context: CommandContext,
  ) {}
}
