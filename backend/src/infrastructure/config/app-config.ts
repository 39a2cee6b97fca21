import { plainToInstance, Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  Min,
  MinLength,
  Validate,
  ValidateIf,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
  validateSync,
} from 'class-validator';
import { isValidThaiTaxId, STRIPE_MAX_PAYMENT_SATANG } from '@sound-putter/contracts';

const toInt = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));

@ValidatorConstraint({ name: 'thaiTaxId' })
class ThaiTaxIdConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isValidThaiTaxId(value) && /^\d{13}$/.test(value);
  }
  defaultMessage(): string {
    return 'SELLER_TAX_ID must be a 13-digit Thai tax id with a valid check digit';
  }
}

/**
 * Every setting comes from the environment and is validated once at start; a bad value stops the process with a
 * message naming the variable. The README's configuration table lists the same variables.
 */
export class AppConfig {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  /** The worker's own port for probes and /metrics (0 picks a free one). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  WORKER_PORT = 9464;

  /** The API's own port for /metrics, never published (0 picks a free one). */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(65535)
  METRICS_PORT = 9465;

  /** Time a client has to send a request's headers; slower ones (slowloris) are answered 408 and closed. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  HTTP_HEADERS_TIMEOUT_SECONDS = 10;

  /** Time a client has to send a whole request, headers and body. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  HTTP_REQUEST_TIMEOUT_SECONDS = 30;

  /** A kept-alive connection with no new request for this long is closed (above the proxy's own idle timeout). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS = 72;

  /** A connection silent in both directions this long is closed (WebSockets excepted: Socket.IO pings them). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  HTTP_IDLE_TIMEOUT_SECONDS = 60;

  /** Open connections one API process accepts; further ones are closed at once. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  HTTP_MAX_CONNECTIONS = 10_000;

  /**
   * Bodies refused unparsed (nested too deep) answered at once per client address in REFUSED_BODIES_WINDOW_SECONDS;
   * each further one is held REFUSED_BODY_DELAY_MS (0: never) before its 400, so one client cannot keep the event loop busy.
   */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  REFUSED_BODIES_FREE = 3;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  REFUSED_BODIES_WINDOW_SECONDS = 10;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(10_000)
  REFUSED_BODY_DELAY_MS = 1000;

  @IsString()
  @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL!: string;

  @IsString()
  @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL!: string;

  /** KurrentDB / EventStoreDB connection string; when set, events go there instead of PostgreSQL. */
  @IsOptional()
  @IsString()
  @Matches(/^(esdb|kurrentdb|kdb)(\+discover)?:\/\//, {
    message: 'EVENTSTORE_URL must be an esdb:// or kurrentdb:// URL',
  })
  EVENTSTORE_URL?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(200)
  DATABASE_POOL_SIZE = 20;

  /**
   * How long a new PostgreSQL connection, or the wait for a pooled one, may take: without it a vanished address
   * waits minutes of TCP timeout; generous, as a busy host needs seconds.
   */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  @Max(60_000)
  DATABASE_CONNECT_TIMEOUT_MS = 10_000;

  /** `1`: production serves the API docs (/api/docs, the OpenAPI and AsyncAPI documents) too; other modes always do. */
  @IsOptional()
  @IsIn(['1'], { message: 'API_DOCS_PUBLIC must be 1 or unset' })
  API_DOCS_PUBLIC?: '1';

  /** Folder of the built web shop served at /; empty disables static serving. */
  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  /** Folder of the built kiosk served at /kiosk/. */
  @IsOptional()
  @IsString()
  KIOSK_DIST_DIR?: string;

  @Transform(toInt)
  @IsInt()
  @Min(60)
  SESSION_TTL_SECONDS = 60 * 60 * 24 * 14;

  @IsOptional()
  @IsString()
  ADMIN_EMAIL?: string;

  @IsOptional()
  @IsString()
  ADMIN_PASSWORD?: string;

  /** Sign-in and sign-up attempts allowed per client IP in AUTH_IP_WINDOW_SECONDS. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  AUTH_IP_LIMIT = 20;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  AUTH_IP_WINDOW_SECONDS = 60;

  /** Sign-in attempts allowed per (client address, e-mail) in AUTH_PAIR_WINDOW_SECONDS, trusted browsers too. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  AUTH_PAIR_LIMIT = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  AUTH_PAIR_WINDOW_SECONDS = 600;

  /**
   * Sign-in attempts allowed per e-mail in AUTH_EMAIL_WINDOW_SECONDS from browsers that have not signed in to that
   * account before (no sp_device cookie for it); successful ones give their attempt back. Sign-ups and password-reset
   * requests per e-mail too.
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  AUTH_EMAIL_LIMIT = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  AUTH_EMAIL_WINDOW_SECONDS = 600;

  /** How long a browser stays trusted (sp_device cookie) after its last successful sign-in to an account. */
  @Transform(toInt)
  @IsInt()
  @Min(60)
  AUTH_DEVICE_TRUST_SECONDS = 60 * 60 * 24 * 365;

  /** Order lookup links asked for (POST /api/orders/lookup) per client address in the window. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  ORDER_LOOKUP_LIMIT = 20;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  ORDER_LOOKUP_WINDOW_SECONDS = 60;

  /** Pickup codes tried at the counter (POST /api/pickups/handover) per staff account in the window. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  PICKUP_HANDOVER_LIMIT = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  PICKUP_HANDOVER_WINDOW_SECONDS = 60;

  /**
   * The secret the carrier-tracking service signs delivery webhooks with (HMAC-SHA256, at least 32 characters).
   * Unset, POST /api/webhooks/carrier answers 503 and marks nothing delivered.
   */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'CARRIER_WEBHOOK_SECRET must be at least 32 characters' })
  CARRIER_WEBHOOK_SECRET?: string;

  /** How far a carrier webhook's timestamp may be from the server's clock, either way. */
  @Transform(toInt)
  @IsInt()
  @Min(30)
  @Max(3600)
  CARRIER_WEBHOOK_TOLERANCE_SECONDS = 300;

  /** Password hashes computed at once (each takes about 19 MiB and one libuv thread); the rest queue. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(16)
  PASSWORD_HASH_CONCURRENCY = 2;

  /** Hashes allowed to wait; beyond that sign-in answers 503 at once instead of queueing without bound. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  PASSWORD_HASH_QUEUE_LIMIT = 100;

  /** Unset outside production: the local test gateway. Production refuses to start without it (see below). */
  @ValidateIf((config: AppConfig, value) => value !== undefined || config.needsStripeKey)
  @Matches(/^sk_(test|live)_/, {
    message: ({ value }) =>
      value === undefined
        ? 'STRIPE_SECRET_KEY must be set when NODE_ENV=production (sk_live_…): without it card payments go to the ' +
          'test gateway, which takes no money; set PAYMENTS_TEST_GATEWAY=allow to run on the test gateway on purpose'
        : 'STRIPE_SECRET_KEY must start with sk_test_ or sk_live_',
  })
  STRIPE_SECRET_KEY?: string;

  /**
   * `allow`: production starts without STRIPE_SECRET_KEY on the test gateway (no money taken; Stripe's test card
   * numbers confirm orders), for a demo or the stack test. Never for a shop that sells.
   */
  @IsOptional()
  @IsIn(['allow'], { message: 'PAYMENTS_TEST_GATEWAY must be `allow` or unset' })
  PAYMENTS_TEST_GATEWAY?: 'allow';

  @IsOptional()
  @IsString()
  @Matches(/^pk_(test|live)_/, { message: 'STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_' })
  STRIPE_PUBLISHABLE_KEY?: string;

  @IsOptional()
  @IsString()
  STRIPE_WEBHOOK_SECRET?: string;

  /**
   * The kiosk device token: a request carrying it in x-kiosk-token is the kiosk (orders get channel `kiosk`).
   * Unset, no request is taken as a kiosk. It grants no staff rights.
   */
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9._~-]{24,200}$/, {
    message: 'KIOSK_TOKEN must be 24 to 200 characters of letters, digits, dot, underscore, tilde or hyphen',
  })
  KIOSK_TOKEN?: string;

  /**
   * Wrong kiosk tokens allowed per client address in KIOSK_TOKEN_WINDOW_SECONDS; beyond, every request carrying a
   * token from that address answers 429 until the window ends (the right token too, or it would tell a guesser).
   */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  KIOSK_TOKEN_LIMIT = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  KIOSK_TOKEN_WINDOW_SECONDS = 600;

  /** Whom to believe for the client address (X-Forwarded-For): false (default), true, or the proxies' addresses. */
  @IsOptional()
  @IsString()
  TRUST_PROXY?: string;

  /** Origins (comma-separated) whose pages may open Socket.IO connections; unset: the shop's own origin only. */
  @IsOptional()
  @IsString()
  @Matches(/^\s*https?:\/\/[^,\s]+(\s*,\s*https?:\/\/[^,\s]+)*\s*$/, {
    message: 'ALLOWED_ORIGINS must be a comma-separated list of http(s)://host[:port] origins',
  })
  ALLOWED_ORIGINS?: string;

  /** Points the Stripe SDK at another endpoint (a local stand-in or stripe-mock); unset, it talks to Stripe. */
  @IsOptional()
  @IsString()
  @Matches(/^https?:\/\/[^/]+\/?$/, { message: 'STRIPE_API_BASE must be an http(s)://host[:port] URL' })
  STRIPE_API_BASE?: string;

  /**
   * The shop's PromptPay id (a Thai mobile number, or a 13-digit tax/national id) the test gateway's PromptPay QRs
   * pay to. Stripe mode uses Stripe's own QR instead. The default is a documented development number, not a real one.
   */
  @IsOptional()
  @IsString()
  @Matches(/^(0\d{9}|\d{13}|\d{15})$/, {
    message: 'PROMPTPAY_ID must be a Thai mobile number (0XXXXXXXXX), a 13-digit id or a 15-digit e-wallet id',
  })
  PROMPTPAY_ID = '0812345678';

  /** How long a PromptPay QR may be paid, in seconds (15 minutes); a payment after that is refunded. */
  @Transform(toInt)
  @IsInt()
  @Min(30)
  @Max(24 * 60 * 60)
  PROMPTPAY_QR_TTL_SECONDS = 15 * 60;

  /** The largest total one payment may carry, in satang; Stripe takes at most 8 digits (฿999,999.99). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(STRIPE_MAX_PAYMENT_SATANG, { message: `MAX_PAYMENT_SATANG can be at most ${STRIPE_MAX_PAYMENT_SATANG}` })
  MAX_PAYMENT_SATANG = STRIPE_MAX_PAYMENT_SATANG;

  /** New (pending) orders one client address may open per hour; kiosk orders do not count. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  NEW_ORDERS_PER_IP_PER_HOUR = 20;

  /** The crafting promise and its warning window, in seconds (24 h and 2 h); tests shorten them. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  CRAFTING_DEADLINE_SECONDS = 24 * 60 * 60;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  CRAFTING_AT_RISK_SECONDS = 2 * 60 * 60;

  /** How long after a step staff may still recall it (undo on the board), in seconds: 30 minutes. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  RECALL_WINDOW_SECONDS = 30 * 60;

  /**
   * Where mail goes: smtp://user:pass@host:port or smtps://… (nodemailer). Unset, nothing is sent (`npm start` points
   * it at its local catcher); production refuses to start without it unless MAIL=off says so on purpose.
   */
  @ValidateIf((config: AppConfig, value) => value !== undefined || config.needsSmtpUrl)
  @Matches(/^smtps?:\/\/[^\s]+$/, {
    message: ({ value }) =>
      value === undefined
        ? 'SMTP_URL must be set when NODE_ENV=production (smtp://user:password@host:587): without it no receipt, ' +
          'verification or reset mail leaves the shop; set MAIL=off to run without mail on purpose'
        : 'SMTP_URL must be an smtp:// or smtps:// URL',
  })
  SMTP_URL?: string;

  /** `off`: the worker sends no mail (mails wait in the outbox, and the logs say so at start). */
  @IsOptional()
  @IsIn(['off'], { message: 'MAIL must be `off` or unset' })
  MAIL?: 'off';

  /** The sender of every mail, `Name <address>`; its domain also names the Message-IDs. */
  @IsString()
  @Matches(/^[^<>]*<[^<>@\s]+@[^<>@\s]+>$|^[^<>@\s]+@[^<>@\s]+$/, {
    message: 'MAIL_FROM must be an address or `Name <address>`',
  })
  MAIL_FROM = 'Sound Putter <shop@sound-putter.localhost>';

  /** The shop's public base URL, for links and images in mails; unset: http://localhost:PORT. */
  @IsOptional()
  @Matches(/^https?:\/\/[^/\s]+(\/[^\s]*)?$/, { message: 'SHOP_URL must be an http(s):// URL' })
  SHOP_URL?: string;

  /** VAT included in every price, in basis points (700 = 7 %, the Thai rate); tax documents record the rate used. */
  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(10000)
  VAT_RATE_BASIS_POINTS = 700;

  /** The seller on every tax invoice and credit note (README "VAT and tax invoices"); the defaults are placeholders. */
  @IsString()
  @Matches(/\S/, { message: 'SELLER_NAME_TH must not be blank' })
  SELLER_NAME_TH = 'บริษัท ซาวด์ พัตเตอร์ จำกัด';

  @IsString()
  @Matches(/\S/, { message: 'SELLER_NAME_EN must not be blank' })
  SELLER_NAME_EN = 'Sound Putter Co., Ltd.';

  @IsString()
  @Matches(/\S/, { message: 'SELLER_ADDRESS_TH must not be blank' })
  SELLER_ADDRESS_TH = '99 ถนนสุขุมวิท แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร 10110';

  @IsString()
  @Matches(/\S/, { message: 'SELLER_ADDRESS_EN must not be blank' })
  SELLER_ADDRESS_EN = '99 Sukhumvit Road, Khlong Tan Nuea, Watthana, Bangkok 10110';

  /** 13 digits with a valid check digit (contracts `isValidThaiTaxId`). */
  @Validate(ThaiTaxIdConstraint)
  SELLER_TAX_ID = '0105569000011';

  /** `00000` for the head office, else the branch's five-digit number. */
  @Matches(/^\d{5}$/, { message: 'SELLER_BRANCH must be 00000 (head office) or a five-digit branch number' })
  SELLER_BRANCH = '00000';

  /** The postal address in every mail's footer. */
  @IsString()
  SHOP_ADDRESS = 'Bangkok, Thailand';

  /** SMTP attempts per mail before it is dead (a 5xx answer, a permanent refusal, makes it dead at once). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100)
  MAIL_MAX_ATTEMPTS = 8;

  /** The wait after the first failed attempt; each next one doubles it, up to MAIL_RETRY_MAX_MS. */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  MAIL_RETRY_BASE_MS = 30_000;

  @Transform(toInt)
  @IsInt()
  @Min(10)
  MAIL_RETRY_MAX_MS = 60 * 60 * 1000;

  /** Mails one worker sends at once (each over its own SMTP connection and database transaction). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(32)
  MAIL_SEND_CONCURRENCY = 2;

  /** How often an idle sender looks for due mails (new ones wake it at once; this catches retries coming due). */
  @Transform(toInt)
  @IsInt()
  @Min(10)
  MAIL_POLL_MS = 1000;

  /** The SMTP connection, greeting and socket timeouts. */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  MAIL_SMTP_TIMEOUT_MS = 30_000;

  get isProduction(): boolean {
    return this.NODE_ENV === 'production';
  }

  /** The docs map every route and its errors, a guide for an attacker: production serves them only when asked. */
  get servesApiDocs(): boolean {
    return !this.isProduction || this.API_DOCS_PUBLIC === '1';
  }

  /** Production mails receipts and account links, so it needs an SMTP server unless MAIL=off says otherwise. */
  get needsSmtpUrl(): boolean {
    return this.isProduction && this.MAIL !== 'off';
  }

  /** Whether this process sends mail: an SMTP server is set and mail is not switched off. */
  get sendsMail(): boolean {
    return this.MAIL !== 'off' && this.SMTP_URL !== undefined;
  }

  get shopUrl(): string {
    return (this.SHOP_URL ?? `http://localhost:${this.PORT}`).replace(/\/+$/, '');
  }

  /** Production takes real money, so it needs Stripe unless the test gateway was allowed on purpose. */
  get needsStripeKey(): boolean {
    return this.isProduction && this.PAYMENTS_TEST_GATEWAY !== 'allow';
  }
}

export class ConfigError extends Error {}

/** Parses and validates the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const config = plainToInstance(AppConfig, present, { excludeExtraneousValues: false });
  const errors = validateSync(config, { skipMissingProperties: false, whitelist: false });
  if (errors.length > 0) {
    const lines = errors.map((e) => {
      const messages = Object.values(e.constraints ?? {});
      const value =
        e.value === undefined
          ? '(unset)'
          : /SECRET|PASSWORD|TOKEN|SMTP_URL/.test(e.property)
            ? '(hidden)'
            : JSON.stringify(e.value);
      return `  ${e.property} = ${value}: ${messages.join('; ')}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}

/** For process entry points: a bad environment prints what is wrong and exits 78 (EX_CONFIG), no stack trace. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(78);
  }
}
