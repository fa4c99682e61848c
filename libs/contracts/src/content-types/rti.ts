/**
 * The Right to Information page (ARCHITECTURE.md 11.4): the proactive disclosures of section
 * 4(1)(b) of the RTI Act, 2005, each under the clause it answers, and the officers a request or an
 * appeal goes to. How to file and the fee are the Act's and Punjab's rules, not the office's to
 * edit: they are interface text (mfe-public/src/i18n/rti.*.ts).
 */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { MAX_LENGTH, MAX_UPLOAD_BYTES } from '../limits';
import { VALIDATION } from '../messages';
import { TITLE_FIELD } from './fields';

/** The seventeen clauses of section 4(1)(b), in the Act's order ('(i)' to '(xvii)'). */
export const RTI_CLAUSES = [
  '(i) Organisation, functions and duties',
  '(ii) Powers and duties of officers and employees',
  '(iii) Procedure followed in decision making',
  '(iv) Norms for the discharge of functions',
  '(v) Rules, regulations, instructions and manuals',
  '(vi) Categories of documents held',
  '(vii) Consultation with the public',
  '(viii) Boards, councils and committees',
  '(ix) Directory of officers and employees',
  '(x) Monthly remuneration',
  '(xi) Budget allocated',
  '(xii) Execution of subsidy programmes',
  '(xiii) Concessions, permits and authorisations',
  '(xiv) Information available in electronic form',
  '(xv) Facilities for obtaining information',
  '(xvi) Public Information Officers',
  '(xvii) Other prescribed information',
] as const;

export const RTI_ROLES = [
  'Public Information Officer',
  'Assistant Public Information Officer',
  'First Appellate Authority',
] as const;

export const rtiDisclosures = defineContentType({
  name: 'disclosure',
  path: 'rti',
  table: 'rti_disclosures',
  label: { one: 'Disclosure', many: 'Disclosures' },
  fields: {
    clause: {
      kind: 'choice',
      label: 'Clause',
      formLabel: 'Clause of section 4(1)(b)',
      required: 'Clause is required',
      values: RTI_CLAUSES,
      filter: true,
      filterAll: 'All clauses',
    },
    title: TITLE_FIELD,
    description: {
      kind: 'longText',
      label: 'Description',
      max: MAX_LENGTH.description,
      searchable: true,
      translatable: true,
    },
    file: {
      kind: 'file',
      label: 'File',
      kinds: ['pdf'],
      maxBytes: MAX_UPLOAD_BYTES,
      help: 'Optional: a PDF of up to 5MB.',
      column: 'PDF',
    },
    updatedOn: {
      kind: 'date',
      label: 'Updated on',
      required: 'Updated on is required',
      help: 'The day the information was last brought up to date.',
    },
  },
  titleField: 'title',
  order: [
    ['clause', 'asc'],
    ['title', 'asc'],
  ],
  public: { list: true, get: false, page: true, nav: GLOSSARY.rti, label: GLOSSARY.rtiDisclosures },
  admin: {
    remote: 'mfe_admin_comms',
    icon: 'safety-certificate',
    order: 95,
    nav: 'RTI Disclosures',
    title: 'RTI Disclosures',
    columns: ['clause', 'title', 'updatedOn', 'file'],
  },
});

export const rtiOfficers = defineContentType({
  name: 'rtiOfficer',
  path: 'rti-officers',
  table: 'rti_officers',
  label: { one: 'RTI officer', many: 'RTI officers' },
  fields: {
    role: { kind: 'choice', label: 'Role', required: 'Role is required', values: RTI_ROLES },
    name: { kind: 'text', label: 'Name', required: VALIDATION.nameRequired, max: MAX_LENGTH.name, searchable: true },
    designation: {
      kind: 'text',
      label: 'Designation',
      required: VALIDATION.designationRequired,
      max: MAX_LENGTH.shortText,
      translatable: true,
    },
    address: { kind: 'longText', label: 'Address', max: MAX_LENGTH.excerpt, translatable: true },
    phone: { kind: 'text', label: 'Phone', max: MAX_LENGTH.phone },
    email: { kind: 'text', label: 'Email', max: MAX_LENGTH.email, email: VALIDATION.emailInvalid },
  },
  titleField: 'name',
  // 'Public ...' > 'First ...' > 'Assistant ...': the officer a request goes to first, then the appeal's.
  order: [
    ['role', 'desc'],
    ['name', 'asc'],
  ],
  public: { list: true, get: false, page: false },
  // Listed on the disclosures' page, where its preview shows.
  shownOn: '/rti',
  admin: {
    remote: 'mfe_admin_comms',
    icon: 'safety-certificate',
    order: 96,
    nav: 'RTI Officers',
    title: 'RTI Officers',
    columns: ['role', 'name', 'designation', 'phone', 'email'],
  },
});

export type RtiDisclosure = ContentOf<typeof rtiDisclosures>;
export type RtiOfficer = ContentOf<typeof rtiOfficers>;
