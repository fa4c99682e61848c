/** The texts of unsubscribe.en.ts in Hindi. */
export const unsubscribe: typeof import('./unsubscribe.en').unsubscribe = {
  title: 'न्यूज़लेटर की सदस्यता छोड़ें',
  documentTitle: 'सदस्यता छोड़ें',
  intro: 'इस पते पर अब आपको हमारा न्यूज़लेटर नहीं मिलेगा:',
  confirm: 'हाँ, मेरी सदस्यता समाप्त करें',
  working: 'सदस्यता समाप्त की जा रही है...',
  doneTitle: 'आपकी सदस्यता समाप्त हो गई है',
  alreadyTitle: 'सदस्यता पहले ही समाप्त है',
  invalidTitle: 'सदस्यता छोड़ने का यह लिंक मान्य नहीं है',
  invalidText: 'हो सकता है लिंक अधूरा या पुराना हो। कृपया अपने सबसे नए न्यूज़लेटर ईमेल में दिया गया लिंक उपयोग करें।',
  failed: 'अभी आपकी सदस्यता समाप्त नहीं हो सकी। कृपया फिर से प्रयास करें।',
  loadError: 'हम सदस्यता छोड़ने के इस लिंक की जाँच नहीं कर सके।',
  backToNewsletter: 'न्यूज़लेटर पृष्ठ पर वापस जाएँ',
};
