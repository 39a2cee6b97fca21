import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { COMMON_PASSWORD_MESSAGE, type Role, roles } from '@sound-putter/contracts';
import { SignupDto } from '@sound-putter/contracts/dto';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { Pool } from 'pg';
import { isCommonPassword, PasswordHasher, UsersRepository } from '../identity';

export interface CreateUserInput {
  email: string;
  password: string;
  role: Role;
  /** Set the password and role of an existing account instead of refusing. */
  update?: boolean;
}

/** Creates (or with `update`, resets) an account; the same e-mail and password rules as sign-up (no common password). */
export async function createUser(
  pool: Pool,
  input: CreateUserInput,
  hasher = new PasswordHasher(),
): Promise<'created' | 'updated'> {
  if (!roles.includes(input.role)) throw new Error(`--role must be one of ${roles.join(', ')}`);
  const errors = validateSync(plainToInstance(SignupDto, { email: input.email, password: input.password }));
  if (errors.length > 0) {
    throw new Error(errors.flatMap((e) => Object.values(e.constraints ?? {})).join('; '));
  }
  if (isCommonPassword(input.password)) throw new Error(COMMON_PASSWORD_MESSAGE);
  const users = new UsersRepository(pool);
  const existing = await users.findByEmail(input.email);
  const passwordHash = await hasher.hash(input.password);
  if (existing) {
    if (!input.update) throw new Error(`${input.email} already has an account (add --update to reset it)`);
    await users.update(existing.id, { passwordHash, role: input.role });
    await pool.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [existing.id]);
    return 'updated';
  }
  await users.insert(input.email, passwordHash, input.role);
  return 'created';
}

const usage = 'usage: npm run user:create -- --email E --password P --role staff|admin|customer [--update]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string', default: 'customer' },
        update: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    return 64;
  }
  if (!values.email || !values.password) {
    process.stderr.write(`${usage}\n`);
    return 64;
  }
  const url = process.env.DATABASE_URL;
  if (!url) {
    process.stderr.write('DATABASE_URL is not set\n');
    return 78;
  }
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const outcome = await createUser(pool, {
      email: values.email,
      password: values.password,
      role: values.role as Role,
      update: values.update,
    });
    process.stdout.write(`${outcome} ${values.role} ${values.email}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await pool.end();
  }
}

if (require.main === module) {
  void main().then((code) => process.exit(code));
}
