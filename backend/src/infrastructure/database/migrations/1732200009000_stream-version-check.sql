-- Up Migration

-- Fails the transaction it runs in (SQLSTATE 'ES409', as a conflicting append does) unless the stream is at
-- p_expected (0 = no events). Lets a decision made on a stream state a process kept in memory travel in the same
-- message as a write to another table, so that write never stands on a stream that moved on.
CREATE FUNCTION assert_stream_version(p_stream_id text, p_expected bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_current bigint;
BEGIN
  SELECT COALESCE(max(e.stream_position), 0) INTO v_current FROM events e WHERE e.stream_id = p_stream_id;
  IF v_current <> p_expected THEN
    RAISE EXCEPTION 'expected version % but stream % is at %', p_expected, p_stream_id, v_current
      USING ERRCODE = 'ES409';
  END IF;
END;
$$;

-- Down Migration
DROP FUNCTION assert_stream_version(text, bigint);
