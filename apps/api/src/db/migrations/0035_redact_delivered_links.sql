-- Issue 38, item 5: once a mail is delivered (or has failed for good) the outbox keeps its text with
-- the keys of its links replaced, as the mail job now stores it (lib/secret-links.ts: booking links,
-- reset tokens, voucher files). Rows delivered before this change get the same three replacements.
UPDATE mail_outbox
SET body = regexp_replace(
  regexp_replace(
    regexp_replace(body, '(/booking/)[A-Za-z0-9_-]{32,128}(?![A-Za-z0-9_-])', '\1[redacted]', 'g'),
    '([?&]token=)[^&#[:space:]]+', '\1[redacted]', 'g'
  ),
  '(/media/vouchers/)[^/?#[:space:]]+', '\1[redacted]', 'g'
)
WHERE status IN ('sent', 'failed');
