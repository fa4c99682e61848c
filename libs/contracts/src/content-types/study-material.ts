/** Study materials (SPEC.md sections 3 and 5, ARCHITECTURE.md section 9): notes, slides, videos. */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { COURSES, MATERIAL_SUBJECTS, MATERIAL_TYPES } from '../enums';
import { MAX_UPLOAD_BYTES, MAX_VIDEO_UPLOAD_BYTES } from '../limits';
import { UPLOAD, VALIDATION } from '../messages';
import { TOASTS } from '../toasts';
import { TITLE_FIELD } from './fields';

export const studyMaterial = defineContentType({
  name: 'material',
  path: 'study-material',
  table: 'study_materials',
  label: { one: 'Study material', many: 'Study materials' },
  createVerb: 'uploaded',
  fields: {
    title: TITLE_FIELD,
    subject: {
      kind: 'choice',
      label: 'Subject',
      required: VALIDATION.subjectRequired,
      values: MATERIAL_SUBJECTS,
      filter: true,
      searchable: true,
      names: { en: 'Subject', pa: 'ਵਿਸ਼ਾ', hi: 'विषय' },
    },
    course: {
      kind: 'choice',
      label: 'Course',
      required: VALIDATION.courseRequired,
      values: COURSES,
      length: 20,
      filter: true,
      names: GLOSSARY.course,
    },
    type: {
      kind: 'choice',
      label: 'Type',
      required: VALIDATION.materialTypeRequired,
      values: MATERIAL_TYPES,
      length: 20,
      filter: true,
      names: { en: 'Type', pa: 'ਕਿਸਮ', hi: 'प्रकार' },
    },
    uploadDate: { kind: 'date', label: 'Upload date', required: VALIDATION.uploadDateRequired },
    file: {
      kind: 'file',
      label: 'File',
      required: VALIDATION.fileRequired,
      kinds: ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'jpeg', 'png', 'mp4'],
      // Multer stops at the video limit; the 5 MB rule for everything else needs the content's kind.
      maxBytes: MAX_VIDEO_UPLOAD_BYTES,
      tooLargeMessage: UPLOAD.videoTooLarge,
      limits: [
        {
          kinds: ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'jpeg', 'png'],
          maxBytes: MAX_UPLOAD_BYTES,
          message: UPLOAD.tooLarge,
        },
      ],
      help: UPLOAD.materialHelp,
    },
  },
  order: [
    ['uploadDate', 'desc'],
    ['createdAt', 'desc'],
  ],
  public: {
    list: true,
    get: true,
    page: true,
    label: GLOSSARY.studyMaterials,
    listPage: {
      intro: {
        en: 'Notes, presentations, videos, assignments and references for our courses.',
        pa: 'ਸਾਡੇ ਕੋਰਸਾਂ ਲਈ ਨੋਟਸ, ਪੇਸ਼ਕਾਰੀਆਂ, ਵੀਡੀਓ, ਅਸਾਈਨਮੈਂਟ ਅਤੇ ਹਵਾਲਾ ਸਮੱਗਰੀ।',
        hi: 'हमारे पाठ्यक्रमों के लिए नोट्स, प्रस्तुतियाँ, वीडियो, असाइनमेंट और संदर्भ सामग्री।',
      },
      // SPEC gives no figures here: the strip counts the types, subjects and courses a visitor can filter by.
      stats: {
        label: {
          en: 'Study materials in figures',
          pa: 'ਅੰਕੜਿਆਂ ਵਿੱਚ ਅਧਿਐਨ ਸਮੱਗਰੀ',
          hi: 'आँकड़ों में अध्ययन सामग्री',
        },
        items: [
          {
            value: String(MATERIAL_TYPES.length),
            label: { en: 'Material Types', pa: 'ਸਮੱਗਰੀ ਦੀਆਂ ਕਿਸਮਾਂ', hi: 'सामग्री के प्रकार' },
          },
          { value: String(MATERIAL_SUBJECTS.length), label: { en: 'Subjects', pa: 'ਵਿਸ਼ੇ', hi: 'विषय' } },
          { value: String(COURSES.length), label: GLOSSARY.courses },
        ],
      },
      texts: {
        title: { en: 'Available Materials', pa: 'ਉਪਲਬਧ ਸਮੱਗਰੀ', hi: 'उपलब्ध सामग्री' },
        searchLabel: { en: 'Search materials', pa: 'ਸਮੱਗਰੀ ਖੋਜੋ', hi: 'सामग्री खोजें' },
        searchPlaceholder: {
          en: 'Search by title or subject...',
          pa: 'ਸਿਰਲੇਖ ਜਾਂ ਵਿਸ਼ੇ ਅਨੁਸਾਰ ਖੋਜੋ...',
          hi: 'शीर्षक या विषय से खोजें...',
        },
        count: {
          en: { one: '{n} material found', other: '{n} materials found' },
          pa: { one: '{n} ਸਮੱਗਰੀ ਮਿਲੀ', other: '{n} ਸਮੱਗਰੀਆਂ ਮਿਲੀਆਂ' },
          hi: { one: '{n} सामग्री मिली', other: '{n} सामग्रियाँ मिलीं' },
        },
        none: {
          en: 'No study materials available at the moment.',
          pa: 'ਇਸ ਸਮੇਂ ਕੋਈ ਅਧਿਐਨ ਸਮੱਗਰੀ ਉਪਲਬਧ ਨਹੀਂ ਹੈ।',
          hi: 'इस समय कोई अध्ययन सामग्री उपलब्ध नहीं है।',
        },
        empty: {
          en: 'No study materials found matching your criteria.',
          pa: 'ਤੁਹਾਡੀਆਂ ਸ਼ਰਤਾਂ ਨਾਲ ਮੇਲ ਖਾਂਦੀ ਕੋਈ ਅਧਿਐਨ ਸਮੱਗਰੀ ਨਹੀਂ ਮਿਲੀ।',
          hi: 'आपके मानदंडों से मेल खाती कोई अध्ययन सामग्री नहीं मिली।',
        },
        loading: {
          en: 'Loading study materials...',
          pa: 'ਅਧਿਐਨ ਸਮੱਗਰੀ ਲੋਡ ਹੋ ਰਹੀ ਹੈ...',
          hi: 'अध्ययन सामग्री लोड हो रही है...',
        },
        loadError: {
          en: 'We could not load the study materials.',
          pa: 'ਅਸੀਂ ਅਧਿਐਨ ਸਮੱਗਰੀ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
          hi: 'हम अध्ययन सामग्री लोड नहीं कर सके।',
        },
      },
      after: [
        {
          title: { en: 'Guidelines', pa: 'ਦਿਸ਼ਾ-ਨਿਰਦੇਸ਼', hi: 'दिशा-निर्देश' },
          items: [
            {
              en: 'Accepted formats: PDF, PPT, DOC, MP4.',
              pa: 'ਮਨਜ਼ੂਰ ਫਾਰਮੈਟ: PDF, PPT, DOC, MP4।',
              hi: 'स्वीकृत प्रारूप: PDF, PPT, DOC, MP4।',
            },
            {
              en: 'Every material is reviewed by the faculty before it is published.',
              pa: 'ਹਰ ਸਮੱਗਰੀ ਪ੍ਰਕਾਸ਼ਿਤ ਹੋਣ ਤੋਂ ਪਹਿਲਾਂ ਫੈਕਲਟੀ ਵੱਲੋਂ ਜਾਂਚੀ ਜਾਂਦੀ ਹੈ।',
              hi: 'हर सामग्री प्रकाशित होने से पहले संकाय द्वारा जाँची जाती है।',
            },
          ],
        },
      ],
    },
  },
  admin: {
    remote: 'mfe_admin_content',
    icon: 'study-material',
    order: 60,
    dashboard: { order: 6, card: 'Study Materials', quickAction: 'Manage Study Material' },
    nav: 'Study Material',
    title: 'Study Material Management',
    add: 'Upload Study Material',
    columns: ['title', 'subject', 'course', 'type', 'uploadDate', 'file'],
    createFailure: TOASTS.materialUploadFailure,
  },
});

export type StudyMaterialRecord = ContentOf<typeof studyMaterial>;
