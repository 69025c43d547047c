// The API keys a run may be given, by the role each plays: the suite's own key, and keys that lack
// something, so that what the description says a key, a setting or a header forbids can be tried.
// Each comes from its flag or its environment variable and never appears in any output.

/** The environment variable of the suite's own key (`--api-key`). */
export const API_KEY_VARIABLE = 'CONTRACT_API_KEY';

export type KeyRole = 'restricted' | 'deactivated' | 'noOnBehalf' | 'noHistory' | 'noConfidential' | 'noPrivateFields' | 'noAuditLogs';

export interface KeyRoleSpec {
  role: KeyRole;
  flag: string;
  env: string;
  /** What the key is, for --help and skip reasons. */
  what: string;
}

export const KEY_ROLES: readonly KeyRoleSpec[] = [
  { role: 'restricted', flag: '--restricted-key', env: 'CONTRACT_RESTRICTED_KEY', what: 'a key with fewer module permissions than --api-key (read-only on some modules, none on others)' },
  { role: 'deactivated', flag: '--deactivated-key', env: 'CONTRACT_DEACTIVATED_KEY', what: 'a key that was deactivated' },
  { role: 'noOnBehalf', flag: '--no-on-behalf-key', env: 'CONTRACT_NO_ON_BEHALF_KEY', what: 'a key without the setting "Allow acting on behalf of a user"' },
  { role: 'noHistory', flag: '--no-history-key', env: 'CONTRACT_NO_HISTORY_KEY', what: 'a key with candidatesWrite but without the setting "Allow updating application history?"' },
  { role: 'noConfidential', flag: '--no-confidential-key', env: 'CONTRACT_NO_CONFIDENTIAL_KEY', what: 'a key that reads candidates but lacks the setting "Allow access to confidential jobs and projects?"' },
  { role: 'noPrivateFields', flag: '--no-private-fields-key', env: 'CONTRACT_NO_PRIVATE_FIELDS_KEY', what: 'a key that reads candidates but lacks the setting "Allow access to non-offer private fields?"' },
  { role: 'noAuditLogs', flag: '--no-audit-logs-key', env: 'CONTRACT_NO_AUDIT_LOGS_KEY', what: 'a key with auditLogsRead of an organization without the audit logs feature' },
];

export const keyRole = (role: KeyRole): KeyRoleSpec => KEY_ROLES.find((k) => k.role === role)!;

/** The keys a run holds: the suite's own, and each extra key it was given. */
export interface Keys {
  valid: string;
  extra: Partial<Record<KeyRole, string>>;
}
