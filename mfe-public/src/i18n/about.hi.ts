/** The texts of about.en.ts in Hindi. */
export const about: typeof import('./about.en').about = {
  heroText: '1989 से हम अपने जिले के विद्यालयों के लिए शिक्षक तैयार कर रहे हैं।',
  pillarsTitle: 'हम कौन हैं',
  pillarTitles: { mission: 'मिशन', vision: 'दृष्टि', values: 'मूल्य' },
  recognitionTitle: 'एनसीटीई मान्यता',
  recognition: { order: 'आदेश संख्या', date: 'आदेश की तिथि', body: 'मान्यता देने वाली संस्था' },
  valuesTitle: 'हमारे मूल मूल्य',
  timelineTitle: 'हमारी यात्रा',
  impactTitle: 'हमारा प्रभाव',
  impact: [
    { value: '5000+', label: 'स्नातक' },
    { value: '11+', label: 'संकाय सदस्य' },
    { value: '5000+', label: 'संसाधन' },
  ],
};
