// The last line of defence for the API key: every report writer passes its text through here,
// so the key cannot leak even when a server echoes it back in a body the report quotes.
export const REDACTED = '<redacted>';

export function secretsFor(apiKey: string | undefined): string[] {
  if (!apiKey) return [];
  // The key as typed, and as it travels in the Basic credentials (`key:` base64-encoded).
  return [apiKey, Buffer.from(`${apiKey}:`).toString('base64'), Buffer.from(apiKey).toString('base64')].sort((a, b) => b.length - a.length);
}

export function scrub(text: string, secrets: string[], replacement = REDACTED): string {
  let out = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join(replacement);
  return out;
}
