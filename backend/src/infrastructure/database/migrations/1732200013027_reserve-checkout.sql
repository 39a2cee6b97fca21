-- Up Migration

-- The order a checkout goes to (the cart's unpaid one, else p_candidate: is_new) and the customer's sealing key, in
-- one round trip. Under a per-cart lock, so two first checkouts of one cart reach the same order; each statement takes
-- its snapshot after the lock. A given p_cart_version (a cart answered from memory) fails the call with 'ES409' when
-- the cart stream has moved on, and nothing is reserved.
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
