-- Up Migration

-- The browser behind each anonymous session id (x-session-id). The id is chosen by the client, so on its own it
-- proves nothing: the first request that shows it binds it to the random httpOnly cookie sp_browser (only the
-- token's SHA-256 is kept), and later requests with the id but without that cookie get no standing.
-- confirmed_at: the cookie came back at least once (until then the browser's parallel first requests are let in
-- for a short grace). ended_at: signed out with this id (logout), or its account was deleted.
CREATE TABLE browser_sessions (
  id text PRIMARY KEY,
  token_hash bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  ended_at timestamptz
);
CREATE INDEX browser_sessions_unconfirmed ON browser_sessions (created_at) WHERE confirmed_at IS NULL;

-- Down Migration

DROP TABLE browser_sessions;
