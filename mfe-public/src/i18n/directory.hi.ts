/** The texts of directory.en.ts in Hindi. */
export const directory: typeof import('./directory.en').directory = {
  heroText: 'संस्थान में कौन क्या है, कार्यालय और प्रत्येक स्टाफ़ सदस्य के टेलीफ़ोन और ई-मेल सहित।',
  officeTitle: 'कार्यालय',
  phone: 'टेलीफ़ोन',
  email: 'ई-मेल',
  hours: 'कार्यालय का समय',
  staffTitle: 'कौन क्या है',
  tableCaption: 'संस्थान का स्टाफ़, उनके पदनाम, योग्यता, विषय और संपर्क सहित',
  columns: ['नाम', 'पदनाम', 'योग्यता', 'विषय', 'टेलीफ़ोन', 'ई-मेल'],
  loading: 'निर्देशिका लोड हो रही है...',
  loadError: 'हम निर्देशिका लोड नहीं कर सके।',
  none: 'निर्देशिका तैयार की जा रही है।',
};
