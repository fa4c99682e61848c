/** कार्यालय द्वारा रखे जाने वाले पृष्ठों (सुगम्यता, नीतियाँ, सहायता) और साइट मैप के पाठ, हिन्दी में। */
export const sitePages: typeof import('./site-pages.en').sitePages = {
  loading: 'पृष्ठ लोड हो रहा है...',
  loadError: 'हम यह पृष्ठ लोड नहीं कर सके।',
  retry: 'फिर से प्रयास करें',
  lastReviewed: 'अंतिम समीक्षा',
  sitemap: {
    heroText: 'इस वेबसाइट का हर पृष्ठ, एक सूची में।',
    sections: { institute: 'संस्थान', academics: 'शिक्षा और संसाधन', updates: 'समाचार और सूचनाएँ', help: 'सहायता और नीतियाँ' },
  },
};
