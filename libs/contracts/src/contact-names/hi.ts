import { GLOSSARY } from '../glossary';

/** संपर्क संदेश के विषय और स्थितियाँ, हिंदी में (en.ts देखें)। */
export const contactNames: typeof import('./en').contactNames = {
  subjects: {
    admission: 'प्रवेश संबंधी पूछताछ',
    course: 'पाठ्यक्रम की जानकारी',
    diksha: `${GLOSSARY.dikshaLab.hi} कार्यक्रम`,
    research: 'शोध में सहयोग',
    general: 'सामान्य पूछताछ',
    feedback: 'सुझाव',
    grievance: 'शिकायत',
  },
  statuses: { received: 'प्राप्त हुआ', in_progress: 'कार्रवाई जारी है', resolved: 'समाधान हो गया', closed: 'बंद' },
};
