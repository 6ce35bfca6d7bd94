// Error reports never carry personal data (decision 0069): no e-mails, names, passenger data,
// tokens or addresses. Every report passes through scrubEvent before it leaves the browser: fields
// named like personal data are blanked, e-mails and tokens are cut out of every other string,
// and the user is reduced to its id.

const FILTERED = '[Filtered]';
const EMAIL = /[\w.+-]+(?:@|%40)[\w-]+(?:\.[\w-]+)+/gi;
const AUTH_HEADER_VALUE = /\b(Bearer|Basic|Token)\s+[\w\-.~+/=]+/gi;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const SECRET_PARAM = /([?&#;](?:token|access_token|refresh_token|code|password|key|signature|email|name)=)[^&#\s]*/gi;
/** Keys whose value is personal whatever it holds (passengers, contacts, credentials). */
const PERSONAL_KEY =
  /^(e-?mails?|(first|last|full|sur|user|middle)?_?name|username|phone|mobile|passports?\w*|birth\w*|nationality|gender|password\w*|token|access_token|refresh_token|authorization|cookies?|set-cookie|secret|passengers?|pax|address|ip_address|document_number)$/i;
/** Branches the SDK fills with facts about the browser and itself ("name": "Firefox"), not about people. */
const TECHNICAL_BRANCH = new Set(['contexts', 'sdk', 'exception']);

export function scrubText(text: string): string {
  return text
    .replace(JWT, '[token]')
    .replace(AUTH_HEADER_VALUE, '$1 [token]')
    .replace(SECRET_PARAM, '$1[Filtered]')
    .replace(EMAIL, '[email]');
}

function scrub(value: unknown, keyFilter: boolean): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map((item) => scrub(item, keyFilter));
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    result[key] = keyFilter && PERSONAL_KEY.test(key) && inner != null ? FILTERED : scrub(inner, keyFilter);
  }
  return result;
}

/** The report with personal data removed; the SDK's beforeSend and beforeSendTransaction. */
export function scrubEvent<T extends object>(event: T): T {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(event)) {
    if (key === 'user') {
      const id = (value as { id?: unknown } | null)?.id;
      if (id !== undefined) result.user = { id };
      continue;
    }
    result[key] = scrub(value, !TECHNICAL_BRANCH.has(key));
  }
  return result as T;
}
