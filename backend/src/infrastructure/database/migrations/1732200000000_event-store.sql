-- Up Migration

-- The append-only event log. One row per event; stream_position counts from 1 within a stream.
-- transaction_id lets readers of the global log wait for transactions that are still open instead of
-- skipping their events (global_position is assigned at insert, not at commit).
CREATE TABLE events (
  global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  stream_position bigint NOT NULL,
  event_id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  CONSTRAINT events_stream_position_unique UNIQUE (stream_id, stream_position),
  CONSTRAINT events_event_id_unique UNIQUE (event_id)
);
CREATE INDEX events_log_order ON events (transaction_id, global_position);

-- Appends a batch to one stream in a single statement, so an append costs one round trip.
-- p_expected: the stream version the caller decided on (0 = the stream must not exist); -1 = any version.
-- A concurrent writer that appended first makes this raise SQLSTATE 'ES409' (or unique_violation, which the
-- adapter maps to the same conflict).
CREATE FUNCTION append_to_stream(
  p_stream_id text,
  p_expected bigint,
  p_event_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[]
) RETURNS TABLE (global_position bigint, stream_position bigint, transaction_id xid8)
LANGUAGE plpgsql AS $$
DECLARE
  v_current bigint;
BEGIN
  SELECT COALESCE(max(e.stream_position), 0) INTO v_current FROM events e WHERE e.stream_id = p_stream_id;
  IF p_expected >= 0 AND v_current <> p_expected THEN
    RAISE EXCEPTION 'expected version % but stream % is at %', p_expected, p_stream_id, v_current
      USING ERRCODE = 'ES409';
  END IF;
  RETURN QUERY
    INSERT INTO events AS e (stream_id, stream_position, event_id, type, data, metadata)
    SELECT p_stream_id, v_current + u.ord, u.event_id, u.type, u.data, u.metadata
    FROM unnest(p_event_ids, p_types, p_data, p_metadata) WITH ORDINALITY AS u(event_id, type, data, metadata, ord)
    ORDER BY u.ord
    RETURNING e.global_position, e.stream_position, e.transaction_id;
END;
$$;

-- Where each consumer of the global log has got to: the (transaction id, position) of the last event it handled.
CREATE TABLE subscription_checkpoints (
  name text PRIMARY KEY,
  transaction_id xid8 NOT NULL DEFAULT '0'::xid8,
  global_position bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE subscription_checkpoints;
DROP FUNCTION append_to_stream(text, bigint, uuid[], text[], jsonb[], jsonb[]);
DROP TABLE events;
