-- Up Migration

-- The browser behind each anonymous session id (x-session-id). The id is chosen by the client, so on its own it
-- proves nothing: the first request that shows it binds it to the random httpOnly cookie sp_browser (only the
-- token's SHA-256 is kept), and later requests with the id but without that cookie get no standing.
-- created_at: reads without the cookie are let in for the binding's first seconds (a page's first requests leave
-- before the answer that sets it). ended_at: signed out with this id (logout), or its account was deleted.
CREATE TABLE browser_sessions (
  id text PRIMARY KEY,
  token_hash bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);

-- Down Migration

DROP TABLE browser_sessions;
