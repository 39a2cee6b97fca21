import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { UsersRepository } from './users.repository';

/**
 * On start, gives a key to the accounts the migration left without one (addresses that are not plain ASCII: SQL
 * cannot compute their key), oldest first. An account whose key another account already holds keeps none: it is
 * logged at every start and signs in by its exact address only. Replicas starting together are harmless: a key
 * is given once.
 */
@Injectable()
export class EmailKeyBackfill implements OnApplicationBootstrap {
  private readonly logger = new Logger('identity');

  constructor(private readonly users: UsersRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.run();
  }

  /** Returns the ids of the accounts that stay without a key. */
  async run(): Promise<string[]> {
    const left: string[] = [];
    for (const { id, email } of await this.users.withoutKey()) {
      if (await this.users.setKey(id, email)) continue;
      left.push(id);
      this.logger.warn(
        { userId: id },
        'account e-mail compares equal to an older account’s; left without an e-mail key',
      );
    }
    return left;
  }
}
