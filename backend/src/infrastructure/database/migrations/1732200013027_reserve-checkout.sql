-- Up Migration

-- The order a checkout goes to, with the customer's sealing key, in one call (one round trip):
-- - under a per-cart lock, so two first checkouts of one cart reach the same order (one places it, the other changes
--   its details); each statement below takes its snapshot after the lock, so it sees what the previous holder did;
-- - p_cart_version, when given, is the cart version the order was decided on: the call fails with 'ES409' (nothing
--   reserved) when the cart stream has moved on since;
-- - the cart's unpaid order (rm_orders has no row yet: reserved, not placed), else p_candidate (then is_new);
-- - the customer's key is found or made (p_new_key is used only when there is none).
CREATE FUNCTION reserve_checkout(
  p_cart_id text,
  p_fingerprint text,
  p_candidate uuid,
  p_cart_stream_id text,
  p_cart_version bigint,
  p_key_lookup text,
  p_new_key bytea
) RETURNS TABLE (order_id uuid, is_new boolean, subject_id uuid, key bytea)
LANGUAGE plpgsql AS $$
DECLARE
  v_order uuid;
  v_subject uuid;
  v_key bytea;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('cart-checkout:' || p_cart_id, 0));
  IF p_cart_version IS NOT NULL THEN
    PERFORM assert_stream_version(p_cart_stream_id, p_cart_version);
  END IF;

  SELECT c.order_id INTO v_order
    FROM cart_checkouts c LEFT JOIN rm_orders o ON o.id = c.order_id
   WHERE c.cart_id = p_cart_id AND (o.id IS NULL OR (o.status = 'pending' AND o.payment_status <> 'paid'));
  INSERT INTO order_init_keys AS k (cart_id, fingerprint, order_id)
  VALUES (p_cart_id, p_fingerprint, COALESCE(v_order, p_candidate))
  ON CONFLICT (cart_id, fingerprint) DO NOTHING
  RETURNING k.order_id INTO v_order;
  IF v_order IS NULL THEN
    SELECT k.order_id INTO v_order FROM order_init_keys k WHERE k.cart_id = p_cart_id AND k.fingerprint = p_fingerprint;
  END IF;
  INSERT INTO cart_checkouts AS c (cart_id, order_id) VALUES (p_cart_id, v_order)
  ON CONFLICT (cart_id) DO UPDATE SET order_id = EXCLUDED.order_id, updated_at = now();

  INSERT INTO personal_data_keys AS p (lookup, key) VALUES (p_key_lookup, p_new_key)
  ON CONFLICT (lookup) DO NOTHING
  RETURNING p.subject_id, p.key INTO v_subject, v_key;
  IF v_subject IS NULL THEN
    SELECT p.subject_id, p.key INTO v_subject, v_key FROM personal_data_keys p WHERE p.lookup = p_key_lookup;
  END IF;

  RETURN QUERY SELECT v_order, v_order = p_candidate, v_subject, v_key;
END;
$$;

-- Down Migration
DROP FUNCTION reserve_checkout(text, text, uuid, text, bigint, text, bytea);
