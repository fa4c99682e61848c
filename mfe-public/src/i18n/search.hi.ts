import { counted } from './plural';

/** खोज पृष्ठ के पाठ, हिन्दी में। */
export const search: typeof import('./search.en').search = {
  heroText: 'सूचनाएँ, कार्यक्रम, पुस्तकालय, परिणाम, अध्ययन सामग्री और साइट के हर अन्य पृष्ठ में खोजें।',
  label: 'साइट में खोजें',
  placeholder: 'कोई शब्द लिखें और Enter दबाएँ',
  submit: 'खोजें',
  prompt: 'खोजने के लिए कम से कम एक शब्द लिखें।',
  loading: 'खोज जारी है...',
  loadError: 'इस बार खोज नहीं हो सकी।',
  retry: 'फिर से प्रयास करें',
  none: (q: string) => `"${q}" के लिए कुछ नहीं मिला। कोई दूसरा शब्द आज़माएँ, या साइट मैप देखें।`,
  siteMap: 'साइट मैप',
  found: (n: number, q: string) => `"${q}" के लिए ${counted(n, { one: 'परिणाम', other: 'परिणाम' }, 'hi')}`,
  inGroup: (n: number) => counted(n, { one: 'परिणाम', other: 'परिणाम' }, 'hi'),
  previous: 'पिछले परिणाम',
  next: 'और परिणाम',
  pageOf: (page: number) => `पृष्ठ ${page}`,
};
