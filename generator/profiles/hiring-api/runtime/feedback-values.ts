// validateFeedbackValues: checks `applicationFeedback.submit` values against the form definition
// they are for, by the service's value rules per field type. The spec's JSON Schema can only say
// "one of the 16 value shapes"; which shape, which options and which fields are required depend on
// the form definition, so this check is written by hand. Dependency-free on purpose; JSON paths are
// written by ./json-path.ts (in the package, a copy of the toolchain's path writer), as the validators write them.
import { pathSegment } from './json-path.js';

export interface FeedbackSelectableValue {
  label: string;
  value: string;
}

export interface FeedbackFormField {
  id: string;
  type: string;
  path: string;
  title: string;
  humanReadablePath: string;
  isNullable: boolean;
  selectableValues?: FeedbackSelectableValue[] | null;
}

export interface FeedbackFormDefinition {
  sections: { title?: string | null; fields: { isRequired: boolean; field: FeedbackFormField }[] }[];
}

export interface FeedbackValueIssue {
  /** JSON path of the offending value, such as `$.values.overall_score.score`. */
  path: string;
  message: string;
}

export interface FeedbackValuesResult {
  ok: boolean;
  errors: FeedbackValueIssue[];
}

/** The field types the service's feedback submission rules name. */
export const FEEDBACK_FIELD_TYPES = [
  'Boolean',
  'CompensationRange',
  'Currency',
  'Date',
  'Email',
  'LongText',
  'MultiValueSelect',
  'Number',
  'NumberRange',
  'Phone',
  'RichText',
  'Score',
  'String',
  'Url',
  'UUID',
  'ValueSelect',
] as const;

export type FeedbackFieldType = (typeof FEEDBACK_FIELD_TYPES)[number];

/**
 * Active ISO 4217 alphabetic codes (currencies, funds, precious metals and the X-codes), as listed
 * by the maintenance agency in 2025. A list rather than `[A-Z]{3}` so that typos such as `USB`
 * are caught before the server sees them; codes the agency adds later need a list update.
 */
const ISO_4217_CODES = new Set(
  (
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BOV BRL BSD BTN BWP BYN BZD ' +
    'CAD CDF CHE CHF CHW CLF CLP CNY COP COU CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL ' +
    'GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD ' +
    'KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR ' +
    'NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN ' +
    'SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XAG ' +
    'XAU XBA XBB XBC XBD XCD XCG XDR XOF XPD XPF XPT XSU XTS XUA XXX YER ZAR ZMW ZWG ZWL'
  ).split(' '),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The same shape as the spec's `format: email` (as ajv-formats checks it), so both agree.
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type Check = (value: unknown, field: FeedbackFormField, report: Reporter) => void;
type Reporter = (message: string, ...subPath: (string | number)[]) => void;

/**
 * Checks feedback `values` (keyed by field `path`) against a form definition: required fields are
 * present, `null` only where the field is nullable, each value has its type's shape (an object
 * value holds only the fields the description gives it), select values are among the field's
 * options, and no value is for a field the form lacks. Field types outside
 * the 16 known ones are reported as unsupported rather than accepted unchecked.
 */
export function validateFeedbackValues(formDefinition: FeedbackFormDefinition, values: Record<string, unknown>): FeedbackValuesResult {
  const errors: FeedbackValueIssue[] = [];
  const fields = fieldsOf(formDefinition, errors);
  if (!isPlainObject(values)) {
    errors.push({ path: '$.values', message: 'values must be an object keyed by field path' });
    return { ok: false, errors };
  }
  for (const { field, isRequired } of fields.values()) {
    const label = `${field.title} (${field.type})`;
    const report: Reporter = (message, ...subPath) => errors.push({ path: jsonPath('values', field.path, ...subPath), message: `${label}: ${message}` });
    if (!Object.hasOwn(values, field.path) || values[field.path] === undefined) {
      if (isRequired) report('is required');
      continue;
    }
    const value = values[field.path];
    if (value === null) {
      if (!field.isNullable) report('must not be null');
      continue;
    }
    const check = Object.hasOwn(CHECKS, field.type) ? CHECKS[field.type as FeedbackFieldType] : null;
    if (check) check(value, field, report);
    else report(`field type "${field.type}" is not supported, so its value cannot be checked`);
  }
  for (const key of Object.keys(values)) {
    if (!fields.has(key)) errors.push({ path: jsonPath('values', key), message: `"${key}" is not the path of any field in the form definition` });
  }
  return { ok: errors.length === 0, errors };
}

/** The definition's fields by path; a malformed definition is reported where it is malformed. */
function fieldsOf(definition: FeedbackFormDefinition, errors: FeedbackValueIssue[]): Map<string, { field: FeedbackFormField; isRequired: boolean }> {
  const fields = new Map<string, { field: FeedbackFormField; isRequired: boolean }>();
  if (!isPlainObject(definition) || !Array.isArray(definition.sections)) {
    errors.push({ path: '$.formDefinition.sections', message: 'the form definition must have a sections array' });
    return fields;
  }
  definition.sections.forEach((section, s) => {
    if (!isPlainObject(section) || !Array.isArray(section.fields)) {
      errors.push({ path: jsonPath('formDefinition', 'sections', s, 'fields'), message: 'each section must have a fields array' });
      return;
    }
    section.fields.forEach((entry, f) => {
      const field = isPlainObject(entry) ? entry.field : undefined;
      if (!isPlainObject(field) || typeof field.path !== 'string' || typeof field.type !== 'string') {
        errors.push({ path: jsonPath('formDefinition', 'sections', s, 'fields', f, 'field'), message: 'each field must have a string path and type' });
        return;
      }
      if (fields.has(field.path)) {
        errors.push({ path: jsonPath('formDefinition', 'sections', s, 'fields', f, 'field', 'path'), message: `field path "${field.path}" is used by more than one field` });
        return;
      }
      fields.set(field.path, { field, isRequired: entry.isRequired === true });
    });
  });
  return fields;
}

const checkString: Check = (value, _field, report) => {
  if (typeof value !== 'string') report('must be a string');
};

const CHECKS: Record<FeedbackFieldType, Check> = {
  Boolean: (value, _field, report) => {
    if (typeof value !== 'boolean') report('must be a boolean');
  },
  CompensationRange: (value, _field, report) => {
    if (!isPlainObject(value)) return report("must be an object { type: 'compensation-range', minValue, maxValue, currencyCode, interval }");
    checkOnly(value, ['type', 'minValue', 'maxValue', 'currencyCode', 'interval'], report);
    if (value.type !== 'compensation-range') report("must be 'compensation-range'", 'type');
    checkGiven(value, 'minValue', report);
    checkGiven(value, 'maxValue', report);
    checkCurrencyCode(value, report);
    if (typeof value.interval !== 'string' || value.interval.trim() === '') report('must be a compensation interval such as "1 HOUR" or "1 YEAR"', 'interval');
  },
  Currency: (value, _field, report) => {
    if (!isPlainObject(value)) return report('must be an object { value, currencyCode }');
    checkOnly(value, ['value', 'currencyCode'], report);
    checkGiven(value, 'value', report);
    checkCurrencyCode(value, report);
  },
  Date: (value, _field, report) => {
    if (typeof value !== 'string' || !isCalendarDate(value)) report('must be a date written YYYY-MM-DD');
  },
  Email: (value, _field, report) => {
    if (typeof value !== 'string' || !EMAIL.test(value)) report('must be a valid e-mail address');
  },
  LongText: checkString,
  MultiValueSelect: (value, field, report) => {
    if (!Array.isArray(value)) return report("must be an array of the field's option values");
    value.forEach((item, i) => {
      if (typeof item !== 'string') report('must be a string', i);
      else if (!optionValues(field).includes(item)) report(notAnOption(item, field), i);
    });
  },
  Number: (value, _field, report) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) report('must be an integer');
  },
  NumberRange: (value, _field, report) => {
    if (!isPlainObject(value)) return report("must be an object { type: 'number-range', minValue, maxValue }");
    checkOnly(value, ['type', 'minValue', 'maxValue'], report);
    if (value.type !== 'number-range') report("must be 'number-range'", 'type');
    checkGiven(value, 'minValue', report);
    checkGiven(value, 'maxValue', report);
  },
  Phone: checkString,
  RichText: (value, _field, report) => checkPlainText(value, report),
  Score: (value, _field, report) => {
    if (!isPlainObject(value)) return report('must be an object { score, comments? }');
    checkOnly(value, ['score', 'comments'], report);
    const score = value.score;
    if (typeof score !== 'number' || !Number.isInteger(score) || score < 1 || score > 4) report('must be an integer from 1 to 4', 'score');
    if (value.comments !== undefined) checkPlainText(value.comments, report, 'comments');
  },
  String: checkString,
  Url: (value, _field, report) => {
    if (typeof value !== 'string' || (value !== '' && !isUrl(value))) report('must be a valid URL or the empty string');
  },
  UUID: (value, _field, report) => {
    if (typeof value === 'string') {
      if (!UUID.test(value)) report('must be a UUID');
    } else if (isPlainObject(value)) {
      checkOnly(value, ['value'], report);
      if (typeof value.value !== 'string' || !UUID.test(value.value)) report('must be a UUID', 'value');
    } else {
      report('must be a UUID string or { value: <uuid> }');
    }
  },
  ValueSelect: (value, field, report) => {
    if (typeof value !== 'string') report("must be a string: one of the field's option values");
    else if (!optionValues(field).includes(value)) report(notAnOption(value, field));
  },
};

/** The rules name these fields but not their type, so only their presence is checked. */
function checkGiven(value: Record<string, unknown>, key: string, report: Reporter): void {
  if (value[key] === undefined) report('is required', key);
}

function checkCurrencyCode(value: Record<string, unknown>, report: Reporter): void {
  if (typeof value.currencyCode !== 'string' || !ISO_4217_CODES.has(value.currencyCode)) report('must be an ISO 4217 currency code such as "USD"', 'currencyCode');
}

/** Reports each key of an object value beyond those its type's rule gives. */
function checkOnly(value: Record<string, unknown>, keys: string[], report: Reporter, ...at: string[]): void {
  for (const key of Object.keys(value)) if (!keys.includes(key)) report(`is not a field of this value (it has ${keys.join(', ')})`, ...at, key);
}

function checkPlainText(value: unknown, report: Reporter, ...at: string[]): void {
  if (!isPlainObject(value)) return report("must be an object { type: 'PlainText', value }", ...at);
  checkOnly(value, ['type', 'value'], report, ...at);
  if (value.type !== 'PlainText') report("must be 'PlainText'", ...at, 'type');
  if (typeof value.value !== 'string') report('must be a string', ...at, 'value');
}

function optionValues(field: FeedbackFormField): string[] {
  return Array.isArray(field.selectableValues) ? field.selectableValues.map((o) => o?.value) : [];
}

function notAnOption(value: string, field: FeedbackFormField): string {
  const options = optionValues(field);
  if (options.length === 0) return `"${value}" is not an option: the field lists no selectable values`;
  return `"${value}" is not one of the option values ${options.map((o) => `"${o}"`).join(', ')}`;
}

function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const daysInMonth = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return daysInMonth !== undefined && day >= 1 && day <= daysInMonth;
}

function isUrl(text: string): boolean {
  // `new URL` forgives surrounding and inner whitespace that a URL may not contain.
  if (/\s/.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

function isPlainObject(value: unknown): value is Record<string, any> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `$.values.overall_score.score`, `$.values['odd key']`. */
function jsonPath(...segments: (string | number)[]): string {
  return `$${segments.map(pathSegment).join('')}`;
}

