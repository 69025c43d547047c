// The words the seed draws names and texts from.
export const FIRST_NAMES = ['Amara', 'Ben', 'Chen', 'Dana', 'Elif', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonas', 'Kavya', 'Leo', 'Mei', 'Nadia', 'Omar', 'Paula', 'Quinn', 'Rosa', 'Sami', 'Tariq', 'Uma', 'Viktor', 'Wen', 'Ximena', 'Yusuf', 'Zoe', 'Aiko', 'Bruno', 'Carmen', 'Dmitri', 'Esther', 'Felix', 'Gabriela', 'Hassan', 'Isla', 'Jamal', 'Kirsten', 'Luca', 'Marta', 'Nikhil'];
export const LAST_NAMES = ['Adeyemi', 'Baker', 'Castillo', 'Dubois', 'Eriksen', 'Fischer', 'Gupta', 'Hansen', 'Ibrahim', 'Jensen', 'Kowalski', 'Larsen', 'Moreau', 'Nakamura', 'Olsen', 'Petrov', 'Quispe', 'Rossi', 'Santos', 'Tanaka', 'Usman', 'Varga', 'Weber', 'Xu', 'Yilmaz', 'Zhang', 'Achebe', 'Brennan', 'Cohen', 'Diallo'];
export const JOB_TITLES = ['Backend Engineer', 'Frontend Engineer', 'Data Scientist', 'Product Designer', 'Engineering Manager', 'Site Reliability Engineer', 'Product Manager', 'Recruiter', 'Account Executive', 'Customer Success Manager', 'Security Engineer', 'Mobile Engineer', 'Technical Writer', 'Finance Analyst', 'People Partner', 'QA Engineer'];
export const LEVELS = ['', 'Senior ', 'Staff ', 'Principal ', 'Junior '];
export const DEPARTMENTS = ['Engineering', 'Product', 'Design', 'Sales', 'Customer Success', 'Finance', 'People', 'Marketing'];
export const LOCATIONS = ['London', 'Berlin', 'New York', 'San Francisco', 'Tokyo', 'Remote (Europe)'];
export const TIMEZONES = ['Europe/London', 'Europe/Berlin', 'America/New_York', 'America/Los_Angeles', 'Asia/Tokyo', 'Asia/Kolkata', 'Africa/Lagos', 'Australia/Sydney', null];
export const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example'];
export const PLAN_TITLES = ['Engineering interview plan', 'Business interview plan', 'Design interview plan', 'Leadership interview plan'];

/**
 * The stages of every interview plan, in order. The sandbox's reading: the description shows the
 * type `PreInterviewScreen` only; each plan ends with the archived stage applications are archived into.
 */
export const STAGE_PLAN: { title: string; type: string }[] = [
  { title: 'Application Review', type: 'PreInterviewScreen' },
  { title: 'Technical Interview', type: 'Active' },
  { title: 'Onsite', type: 'Active' },
  { title: 'Offer', type: 'Offer' },
  { title: 'Hired', type: 'Hired' },
  { title: 'Archived', type: 'Archived' },
];

export const SOURCES = ['Job board', 'Referral', 'LinkedIn', 'Careers page', 'Agency', 'Event'];
/** The source of applications made through `applicationForm.submit`. */
export const JOB_BOARD_SOURCE = 'Job board';
export const ARCHIVE_REASONS: { text: string; reasonType: string }[] = [
  { text: 'Position filled', reasonType: 'RejectedByOrg' },
  { text: 'Not a fit for the role', reasonType: 'RejectedByOrg' },
  { text: 'Withdrew', reasonType: 'RejectedByCandidate' },
  { text: 'Accepted another offer', reasonType: 'RejectedByCandidate' },
  { text: 'Duplicate application', reasonType: 'Other' },
];
export const ROLES = ['Coordinator', 'Sourcer', 'Interviewer'];
export const NOTES = [
  'Phone screen went well; keen on the role and available next month.',
  'Asked about remote work and relocation support.',
  'Referred by a former colleague on the platform team.',
  'Strong portfolio; follow up on salary expectations.',
  'Prefers interviews in the afternoon (their time).',
];
export const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
];

/** `Ana María` -> `ana.maria`: a name as the local part of an e-mail address. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '')
    .toLowerCase();
}
