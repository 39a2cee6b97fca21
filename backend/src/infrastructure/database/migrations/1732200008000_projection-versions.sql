-- Up Migration

-- Versioned read models (blue/green rebuilds). Not read models themselves: a rebuild never drops them.
-- Each projection's tables live in a schema of their own per build (`rm_<projection>_v<version>_b<build>`); readers
-- and inline writers use the stable names (`public.rm_orders`, ...), views over the active build's tables.

-- The build each projection's views point at now.
CREATE TABLE projection_versions (
  projection text PRIMARY KEY,
  version integer NOT NULL,
  build_id bigint NOT NULL,
  schema_name text NOT NULL,
  switched_at timestamptz NOT NULL DEFAULT now()
);

-- Every build: adopted (tables from before versions), created empty, or replayed from the log (a new version, or
-- an on-demand rebuild). A replayed build keeps its own checkpoint here, so a builder that dies resumes it.
CREATE TABLE projection_builds (
  id bigserial PRIMARY KEY,
  projection text NOT NULL,
  version integer NOT NULL,
  schema_name text NOT NULL UNIQUE,
  reason text NOT NULL CHECK (reason IN ('adopted', 'created', 'version', 'rebuild')),
  transaction_id xid8 NOT NULL DEFAULT '0',
  global_position bigint NOT NULL DEFAULT 0,
  events_replayed bigint NOT NULL DEFAULT 0,
  tail_events integer,
  catch_up_ms integer,
  started_at timestamptz NOT NULL DEFAULT now(),
  switched_at timestamptz,
  abandoned_at timestamptz,
  dropped_at timestamptz
);
CREATE INDEX projection_builds_open ON projection_builds (projection) WHERE switched_at IS NULL AND abandoned_at IS NULL;

-- Down Migration
DROP TABLE projection_builds;
DROP TABLE projection_versions;
