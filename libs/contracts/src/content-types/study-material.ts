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
    },
    course: {
      kind: 'choice',
      label: 'Course',
      required: VALIDATION.courseRequired,
      values: COURSES,
      length: 20,
      filter: true,
    },
    type: {
      kind: 'choice',
      label: 'Type',
      required: VALIDATION.materialTypeRequired,
      values: MATERIAL_TYPES,
      length: 20,
      filter: true,
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
  public: { list: true, get: true, page: true, label: GLOSSARY.studyMaterials },
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
