-- Up Migration

-- Tax invoices and credit notes (the invoicing context). A document is only ever inserted; a correction cancels it
-- (cancelled_* set once) and a replacement refers to it. Numbers are gapless per series and year: the counter row is
-- raised in the same transaction that inserts the document, so a rollback (or a killed process) gives the number back.
CREATE TABLE tax_document_counters (
  series text NOT NULL,
  year integer NOT NULL,
  last_number integer NOT NULL CHECK (last_number > 0),
  PRIMARY KEY (series, year)
);

CREATE TABLE tax_documents (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('abbreviated', 'full', 'credit_note')),
  series text NOT NULL,
  year integer NOT NULL,
  number integer NOT NULL CHECK (number > 0),
  document_number text NOT NULL UNIQUE,
  -- What caused it (order:<id>:paid, refund:<refundId>, full:<orderId>): a replayed event issues nothing twice.
  source_key text NOT NULL UNIQUE,
  order_id text NOT NULL,
  issued_at timestamptz NOT NULL,
  seller jsonb NOT NULL,
  -- Full tax invoices only: the buyer's name, address, tax id and branch. Kept through a PDPA erasure (README).
  buyer jsonb,
  lines jsonb NOT NULL,
  vat_rate_basis_points integer NOT NULL,
  gross_satang bigint NOT NULL CHECK (gross_satang >= 0),
  net_satang bigint NOT NULL,
  vat_satang bigint NOT NULL,
  payment_method text NOT NULL,
  refers_to uuid REFERENCES tax_documents (id),
  reason text,
  cancelled_at timestamptz,
  cancelled_by uuid REFERENCES tax_documents (id),
  UNIQUE (series, year, number)
);
CREATE INDEX tax_documents_order ON tax_documents (order_id);
CREATE INDEX tax_documents_issued ON tax_documents (issued_at);

-- A full tax invoice asked for before the order was paid (at checkout): used when the payment issues the invoice.
CREATE TABLE tax_invoice_requests (
  order_id text PRIMARY KEY,
  buyer jsonb NOT NULL,
  requested_at timestamptz NOT NULL
);

-- Down Migration
DROP TABLE tax_invoice_requests;
DROP TABLE tax_documents;
DROP TABLE tax_document_counters;
