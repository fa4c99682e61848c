/** The texts of the back office's shared parts, in English (ARCHITECTURE.md section 5). */
export const en = {
  common: {
    edit: 'Edit',
    delete: 'Delete',
    cancel: 'Cancel',
    save: 'Save',
    yes: 'Yes, delete',
    retry: 'Try again',
    actions: 'Actions',
    yesValue: 'Yes',
    noValue: 'No',
  },
  form: {
    chooseFile: 'Choose file',
    chosen: 'Chosen:',
    keptFile: 'Current file (kept if none is chosen):',
    previewAlt: 'Preview of the chosen image',
  },
  translations: {
    missing: 'Missing',
    missingShort: 'No',
    english: 'English',
    rowMissing: (language: string) => `No ${language} translation yet: visitors reading ${language} see the English text.`,
    filter: 'Missing translation',
    filterAll: 'Any translation',
    filterLanguage: (language: string) => `Missing ${language}`,
  },
} as const;
