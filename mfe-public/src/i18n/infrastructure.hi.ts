/** The texts of infrastructure.en.ts in Hindi. */
export const infrastructure: typeof import('./infrastructure.en').infrastructure = {
  heroText: 'शिक्षण, अधिगम और शोध में सहायक आधुनिक सुविधाएँ।',
  facilitiesTitle: 'हमारी सुविधाएँ',
  featuresLabel: (title: string) => `${title} की विशेषताएँ`,
  amenitiesTitle: 'परिसर की सुविधाएँ',
  amenities: [
    { title: 'वाई-फ़ाई', text: 'पूरे परिसर में वायरलेस इंटरनेट।' },
    { title: 'पार्किंग', text: 'स्टाफ़, प्रशिक्षुओं और आगंतुकों के लिए पार्किंग।' },
    { title: '24/7 सुरक्षा', text: 'परिसर के द्वारों पर चौबीसों घंटे सुरक्षा।' },
  ],
  brochure: 'ब्रोशर डाउनलोड करें',
  brochureNote: 'PDF',
  siteError: 'हम यह पृष्ठ लोड नहीं कर सके।',
};
