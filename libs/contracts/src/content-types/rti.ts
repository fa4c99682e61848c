/**
 * The Right to Information page (ARCHITECTURE.md 11.4): the proactive disclosures of section
 * 4(1)(b) of the RTI Act, 2005, each under the clause it answers, and the officers a request or an
 * appeal goes to. How to file and the fee are the Act's and Punjab's rules, not the office's to
 * edit: they are words of the page (HOW_TO_FILE), drawn by the list machinery with the officers
 * (`related`) before the disclosures.
 */
import { GLOSSARY, type Term } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { MAX_LENGTH, MAX_PAGE_SIZE, MAX_UPLOAD_BYTES } from '../limits';
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

/** What visitors read of each clause, in the Act's order. */
const CLAUSE_NAMES: Record<(typeof RTI_CLAUSES)[number], Term> = {
  '(i) Organisation, functions and duties': {
    en: '(i) Organisation, functions and duties',
    pa: '(i) ਸੰਗਠਨ, ਕਾਰਜ ਅਤੇ ਫ਼ਰਜ਼',
    hi: '(i) संगठन, कार्य और कर्तव्य',
  },
  '(ii) Powers and duties of officers and employees': {
    en: '(ii) Powers and duties of officers and employees',
    pa: '(ii) ਅਧਿਕਾਰੀਆਂ ਅਤੇ ਕਰਮਚਾਰੀਆਂ ਦੀਆਂ ਸ਼ਕਤੀਆਂ ਅਤੇ ਫ਼ਰਜ਼',
    hi: '(ii) अधिकारियों और कर्मचारियों की शक्तियाँ और कर्तव्य',
  },
  '(iii) Procedure followed in decision making': {
    en: '(iii) Procedure followed in decision making',
    pa: '(iii) ਫ਼ੈਸਲੇ ਲੈਣ ਦੀ ਪ੍ਰਕਿਰਿਆ',
    hi: '(iii) निर्णय लेने की प्रक्रिया',
  },
  '(iv) Norms for the discharge of functions': {
    en: '(iv) Norms for the discharge of functions',
    pa: '(iv) ਕਾਰਜ ਨਿਭਾਉਣ ਲਈ ਮਾਪਦੰਡ',
    hi: '(iv) कार्यों के निर्वहन के लिए मानदंड',
  },
  '(v) Rules, regulations, instructions and manuals': {
    en: '(v) Rules, regulations, instructions and manuals',
    pa: '(v) ਨਿਯਮ, ਵਿਨਿਯਮ, ਹਦਾਇਤਾਂ ਅਤੇ ਮੈਨੂਅਲ',
    hi: '(v) नियम, विनियम, अनुदेश और निर्देशिकाएँ',
  },
  '(vi) Categories of documents held': {
    en: '(vi) Categories of documents held',
    pa: '(vi) ਰੱਖੇ ਗਏ ਦਸਤਾਵੇਜ਼ਾਂ ਦੀਆਂ ਸ਼੍ਰੇਣੀਆਂ',
    hi: '(vi) धारित दस्तावेज़ों की श्रेणियाँ',
  },
  '(vii) Consultation with the public': {
    en: '(vii) Consultation with the public',
    pa: '(vii) ਜਨਤਾ ਨਾਲ ਸਲਾਹ-ਮਸ਼ਵਰਾ',
    hi: '(vii) जनता से परामर्श',
  },
  '(viii) Boards, councils and committees': {
    en: '(viii) Boards, councils and committees',
    pa: '(viii) ਬੋਰਡ, ਕੌਂਸਲਾਂ ਅਤੇ ਕਮੇਟੀਆਂ',
    hi: '(viii) बोर्ड, परिषदें और समितियाँ',
  },
  '(ix) Directory of officers and employees': {
    en: '(ix) Directory of officers and employees',
    pa: '(ix) ਅਧਿਕਾਰੀਆਂ ਅਤੇ ਕਰਮਚਾਰੀਆਂ ਦੀ ਡਾਇਰੈਕਟਰੀ',
    hi: '(ix) अधिकारियों और कर्मचारियों की निर्देशिका',
  },
  '(x) Monthly remuneration': { en: '(x) Monthly remuneration', pa: '(x) ਮਾਸਿਕ ਮਿਹਨਤਾਨਾ', hi: '(x) मासिक पारिश्रमिक' },
  '(xi) Budget allocated': { en: '(xi) Budget allocated', pa: '(xi) ਅਲਾਟ ਕੀਤਾ ਬਜਟ', hi: '(xi) आवंटित बजट' },
  '(xii) Execution of subsidy programmes': {
    en: '(xii) Execution of subsidy programmes',
    pa: '(xii) ਸਬਸਿਡੀ ਪ੍ਰੋਗਰਾਮਾਂ ਦਾ ਅਮਲ',
    hi: '(xii) सहायिकी कार्यक्रमों का निष्पादन',
  },
  '(xiii) Concessions, permits and authorisations': {
    en: '(xiii) Concessions, permits and authorisations',
    pa: '(xiii) ਰਿਆਇਤਾਂ, ਪਰਮਿਟ ਅਤੇ ਅਧਿਕਾਰ-ਪੱਤਰ',
    hi: '(xiii) रियायतें, अनुज्ञापत्र और प्राधिकार',
  },
  '(xiv) Information available in electronic form': {
    en: '(xiv) Information available in electronic form',
    pa: '(xiv) ਇਲੈਕਟ੍ਰਾਨਿਕ ਰੂਪ ਵਿੱਚ ਉਪਲਬਧ ਸੂਚਨਾ',
    hi: '(xiv) इलेक्ट्रॉनिक रूप में उपलब्ध सूचना',
  },
  '(xv) Facilities for obtaining information': {
    en: '(xv) Facilities for obtaining information',
    pa: '(xv) ਸੂਚਨਾ ਪ੍ਰਾਪਤ ਕਰਨ ਦੀਆਂ ਸਹੂਲਤਾਂ',
    hi: '(xv) सूचना प्राप्त करने की सुविधाएँ',
  },
  '(xvi) Public Information Officers': {
    en: '(xvi) Public Information Officers',
    pa: '(xvi) ਲੋਕ ਸੂਚਨਾ ਅਧਿਕਾਰੀ',
    hi: '(xvi) लोक सूचना अधिकारी',
  },
  '(xvii) Other prescribed information': {
    en: '(xvii) Other prescribed information',
    pa: '(xvii) ਹੋਰ ਨਿਰਧਾਰਿਤ ਸੂਚਨਾ',
    hi: '(xvii) अन्य विहित सूचना',
  },
};

/** What visitors read of each role. */
const ROLE_NAMES: Record<(typeof RTI_ROLES)[number], Term> = {
  'Public Information Officer': { en: 'Public Information Officer', pa: 'ਲੋਕ ਸੂਚਨਾ ਅਧਿਕਾਰੀ', hi: 'लोक सूचना अधिकारी' },
  'Assistant Public Information Officer': {
    en: 'Assistant Public Information Officer',
    pa: 'ਸਹਾਇਕ ਲੋਕ ਸੂਚਨਾ ਅਧਿਕਾਰੀ',
    hi: 'सहायक लोक सूचना अधिकारी',
  },
  'First Appellate Authority': {
    en: 'First Appellate Authority',
    pa: 'ਪਹਿਲੀ ਅਪੀਲੀ ਅਥਾਰਟੀ',
    hi: 'प्रथम अपीलीय प्राधिकारी',
  },
};

/**
 * How to file a request and the fee: the RTI Act, 2005 and Punjab's RTI Rules, 2007, not the
 * office's to edit, so words of the page rather than records.
 */
const HOW_TO_FILE = {
  title: { en: 'How to file a request', pa: 'ਬੇਨਤੀ ਕਿਵੇਂ ਦਿੱਤੀ ਜਾਵੇ', hi: 'आवेदन कैसे करें' },
  items: [
    {
      en: 'Write your request in English, Hindi or Punjabi, on paper or by e-mail, to the Public Information Officer named above. Say clearly what information you want. You need not give a reason, nor any personal details beyond those needed to contact you.',
      pa: 'ਆਪਣੀ ਬੇਨਤੀ ਅੰਗਰੇਜ਼ੀ, ਹਿੰਦੀ ਜਾਂ ਪੰਜਾਬੀ ਵਿੱਚ, ਕਾਗ਼ਜ਼ ’ਤੇ ਜਾਂ ਈਮੇਲ ਰਾਹੀਂ, ਉੱਪਰ ਦੱਸੇ ਲੋਕ ਸੂਚਨਾ ਅਧਿਕਾਰੀ ਨੂੰ ਲਿਖੋ। ਸਾਫ਼ ਦੱਸੋ ਕਿ ਤੁਹਾਨੂੰ ਕਿਹੜੀ ਸੂਚਨਾ ਚਾਹੀਦੀ ਹੈ। ਕੋਈ ਕਾਰਨ ਦੱਸਣ ਦੀ ਲੋੜ ਨਹੀਂ, ਨਾ ਹੀ ਸੰਪਰਕ ਲਈ ਲੋੜੀਂਦੇ ਵੇਰਵਿਆਂ ਤੋਂ ਵੱਧ ਕੋਈ ਨਿੱਜੀ ਵੇਰਵਾ ਦੇਣ ਦੀ।',
      hi: 'अपना आवेदन अंग्रेज़ी, हिंदी या पंजाबी में, काग़ज़ पर या ईमेल से, ऊपर बताए गए लोक सूचना अधिकारी को लिखें। स्पष्ट बताएँ कि आपको कौन-सी सूचना चाहिए। कोई कारण बताने की आवश्यकता नहीं है, न ही संपर्क के लिए आवश्यक विवरण के अलावा कोई व्यक्तिगत विवरण देने की।',
    },
    {
      en: 'Pay the application fee of Rs 10 (Punjab Right to Information Rules, 2007) in cash against a receipt, or by demand draft or banker’s cheque. Applicants below the poverty line pay no fee: attach a copy of the BPL card or certificate.',
      pa: '10 ਰੁਪਏ ਅਰਜ਼ੀ ਫ਼ੀਸ (ਪੰਜਾਬ ਸੂਚਨਾ ਦਾ ਅਧਿਕਾਰ ਨਿਯਮ, 2007) ਨਕਦ ਰਸੀਦ ਲੈ ਕੇ, ਜਾਂ ਡਿਮਾਂਡ ਡਰਾਫ਼ਟ ਜਾਂ ਬੈਂਕਰਜ਼ ਚੈੱਕ ਰਾਹੀਂ ਜਮ੍ਹਾਂ ਕਰਾਓ। ਗ਼ਰੀਬੀ ਰੇਖਾ ਤੋਂ ਹੇਠਾਂ ਵਾਲੇ ਬਿਨੈਕਾਰ ਕੋਈ ਫ਼ੀਸ ਨਹੀਂ ਦਿੰਦੇ: BPL ਕਾਰਡ ਜਾਂ ਸਰਟੀਫ਼ਿਕੇਟ ਦੀ ਕਾਪੀ ਨਾਲ ਲਾਓ।',
      hi: '10 रुपये आवेदन शुल्क (पंजाब सूचना का अधिकार नियम, 2007) नकद रसीद लेकर, या डिमांड ड्राफ़्ट या बैंकर्स चेक से जमा करें। गरीबी रेखा से नीचे के आवेदकों से कोई शुल्क नहीं लिया जाता: BPL कार्ड या प्रमाणपत्र की प्रति संलग्न करें।',
    },
    {
      en: 'The information is given within 30 days of the request, or within 48 hours where it concerns the life or liberty of a person. If copies cost more, you are told the amount in writing before they are made.',
      pa: 'ਸੂਚਨਾ ਬੇਨਤੀ ਤੋਂ 30 ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਦਿੱਤੀ ਜਾਂਦੀ ਹੈ, ਅਤੇ ਜੇ ਮਾਮਲਾ ਕਿਸੇ ਵਿਅਕਤੀ ਦੀ ਜਾਨ ਜਾਂ ਆਜ਼ਾਦੀ ਨਾਲ ਜੁੜਿਆ ਹੋਵੇ ਤਾਂ 48 ਘੰਟਿਆਂ ਦੇ ਅੰਦਰ। ਜੇ ਕਾਪੀਆਂ ਦਾ ਹੋਰ ਖ਼ਰਚਾ ਬਣਦਾ ਹੈ, ਤਾਂ ਕਾਪੀਆਂ ਬਣਾਉਣ ਤੋਂ ਪਹਿਲਾਂ ਤੁਹਾਨੂੰ ਰਕਮ ਲਿਖਤੀ ਦੱਸੀ ਜਾਂਦੀ ਹੈ।',
      hi: 'सूचना आवेदन से 30 दिनों के भीतर दी जाती है, और यदि मामला किसी व्यक्ति के जीवन या स्वतंत्रता से जुड़ा हो तो 48 घंटों के भीतर। यदि प्रतियों का अतिरिक्त शुल्क बनता है, तो प्रतियाँ बनाने से पहले आपको राशि लिखित में बताई जाती है।',
    },
    {
      en: 'If you get no reply in time, or are not satisfied with it, you may appeal to the First Appellate Authority named above within 30 days. A second appeal lies with the Punjab State Information Commission within 90 days.',
      pa: 'ਜੇ ਸਮੇਂ ਸਿਰ ਜਵਾਬ ਨਾ ਮਿਲੇ, ਜਾਂ ਤੁਸੀਂ ਉਸ ਤੋਂ ਸੰਤੁਸ਼ਟ ਨਾ ਹੋਵੋ, ਤਾਂ 30 ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਉੱਪਰ ਦੱਸੀ ਪਹਿਲੀ ਅਪੀਲੀ ਅਥਾਰਟੀ ਕੋਲ ਅਪੀਲ ਕਰ ਸਕਦੇ ਹੋ। ਦੂਜੀ ਅਪੀਲ 90 ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਪੰਜਾਬ ਰਾਜ ਸੂਚਨਾ ਕਮਿਸ਼ਨ ਕੋਲ ਹੁੰਦੀ ਹੈ।',
      hi: 'यदि समय पर उत्तर न मिले, या आप उससे संतुष्ट न हों, तो 30 दिनों के भीतर ऊपर बताए गए प्रथम अपीलीय प्राधिकारी के पास अपील कर सकते हैं। दूसरी अपील 90 दिनों के भीतर पंजाब राज्य सूचना आयोग के पास होती है।',
    },
  ],
  ordered: true,
  note: {
    name: { en: 'Application fee', pa: 'ਅਰਜ਼ੀ ਫ਼ੀਸ', hi: 'आवेदन शुल्क' },
    value: { en: 'Rs 10', pa: '10 ਰੁਪਏ', hi: '10 रुपये' },
  },
} as const;

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
      // The select on /rti, in the page's language.
      names: { en: 'Clause', pa: 'ਖੰਡ', hi: 'खंड' },
      allNames: { en: 'All clauses', pa: 'ਸਾਰੇ ਖੰਡ', hi: 'सभी खंड' },
      valueNames: CLAUSE_NAMES,
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
      names: { en: 'Updated on', pa: 'ਅੱਪਡੇਟ ਕਰਨ ਦੀ ਮਿਤੀ', hi: 'अद्यतन तिथि' },
    },
  },
  titleField: 'title',
  order: [
    ['clause', 'asc'],
    ['title', 'asc'],
  ],
  public: {
    list: true,
    get: false,
    page: true,
    nav: GLOSSARY.rti,
    label: GLOSSARY.rtiDisclosures,
    listPage: {
      intro: {
        en: 'What the institute discloses of itself under section 4(1)(b) of the Right to Information Act, 2005, and how to ask for any other information it holds.',
        pa: 'ਸੂਚਨਾ ਦਾ ਅਧਿਕਾਰ ਐਕਟ, 2005 ਦੀ ਧਾਰਾ 4(1)(ਬੀ) ਅਧੀਨ ਸੰਸਥਾ ਵੱਲੋਂ ਆਪਣੇ ਬਾਰੇ ਜਨਤਕ ਕੀਤੀ ਸੂਚਨਾ, ਅਤੇ ਸੰਸਥਾ ਕੋਲ ਮੌਜੂਦ ਹੋਰ ਸੂਚਨਾ ਮੰਗਣ ਦਾ ਤਰੀਕਾ।',
        hi: 'सूचना का अधिकार अधिनियम, 2005 की धारा 4(1)(ख) के अंतर्गत संस्थान द्वारा स्वयं प्रकट की गई सूचना, और संस्थान के पास उपलब्ध अन्य सूचना माँगने का तरीका।',
      },
      // The officers a request or an appeal goes to, first: the steps below name them.
      related: {
        path: 'rti-officers',
        title: {
          en: 'Public Information Officer and Appellate Authority',
          pa: 'ਲੋਕ ਸੂਚਨਾ ਅਧਿਕਾਰੀ ਅਤੇ ਅਪੀਲੀ ਅਥਾਰਟੀ',
          hi: 'लोक सूचना अधिकारी और अपीलीय प्राधिकारी',
        },
        before: true,
      },
      before: [HOW_TO_FILE],
      // Under the Act's clauses, in its order; the seventeen clauses hold a few items each, all on one page.
      groupBy: 'clause',
      pageSize: MAX_PAGE_SIZE,
      texts: {
        title: {
          en: 'Proactive disclosures under section 4(1)(b)',
          pa: 'ਧਾਰਾ 4(1)(ਬੀ) ਅਧੀਨ ਆਪ ਜਨਤਕ ਕੀਤੀ ਸੂਚਨਾ',
          hi: 'धारा 4(1)(ख) के अंतर्गत स्वतः प्रकटीकरण',
        },
        none: {
          en: 'No disclosures have been published yet.',
          pa: 'ਅਜੇ ਕੋਈ ਸੂਚਨਾ ਜਨਤਕ ਨਹੀਂ ਕੀਤੀ ਗਈ।',
          hi: 'अभी तक कोई प्रकटीकरण प्रकाशित नहीं किया गया है।',
        },
        loadError: {
          en: 'We could not load this information.',
          pa: 'ਅਸੀਂ ਇਹ ਸੂਚਨਾ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
          hi: 'हम यह सूचना लोड नहीं कर सके।',
        },
      },
    },
  },
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
    role: { kind: 'choice', label: 'Role', required: 'Role is required', values: RTI_ROLES, valueNames: ROLE_NAMES },
    name: { kind: 'text', label: 'Name', required: VALIDATION.nameRequired, max: MAX_LENGTH.name, searchable: true },
    designation: {
      kind: 'text',
      label: 'Designation',
      required: VALIDATION.designationRequired,
      max: MAX_LENGTH.shortText,
      translatable: true,
    },
    address: {
      kind: 'longText',
      label: 'Address',
      max: MAX_LENGTH.excerpt,
      translatable: true,
      names: { en: 'Address', pa: 'ਪਤਾ', hi: 'पता' },
    },
    phone: { kind: 'text', label: 'Phone', max: MAX_LENGTH.phone, names: { en: 'Phone', pa: 'ਫ਼ੋਨ', hi: 'फ़ोन' } },
    email: {
      kind: 'text',
      label: 'Email',
      max: MAX_LENGTH.email,
      email: VALIDATION.emailInvalid,
      names: { en: 'Email', pa: 'ਈਮੇਲ', hi: 'ईमेल' },
    },
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
