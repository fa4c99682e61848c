/**
 * The website policies' content archival and content review paragraphs (GIGW 3.0, Annex II), in
 * the three languages: what the site does since issue 34 (ARCHITECTURE 12.3), and nothing it does
 * not. The site pages' first texts use them, and a migration brings installed sites to them where
 * the office has not changed the earlier text.
 */
import { GLOSSARY } from '@diet/contracts/glossary';
import type { Language } from '@diet/contracts/languages';

export const POLICIES_OF_ARCHIVE_AND_REVIEW: Record<Language, { archival: string; review: string }> = {
  en: {
    archival: `Notices, tenders, downloads and trainings leave their current lists when their validity ends: a notice after its expiry date, a download after its 'Valid until' date, a tender at its closing time and a training at its end. They are then on the Archive page, where they can be searched by words, type and year and read in full. Past events are shown in the events archive. Results, study materials and research papers stay on the site while they are useful to trainees and are removed when they are replaced or withdrawn.`,
    review: `Every published notice, tender, download and training has a review date, which the office sees and can change: by default the day its validity ends, or six months after it was published when it has no end. The person who added it and the editors are reminded by e-mail 14 days and again 7 days before that date, and the office's dashboard lists every item past its review date. These policies, the accessibility statement and the help page are reviewed at least once a year, and the date of the last review is shown on each page. The date the site's content last changed is shown at the foot of every page.`,
  },
  pa: {
    archival: `ਨੋਟਿਸ, ਟੈਂਡਰ, ਡਾਊਨਲੋਡ ਅਤੇ ਸਿਖਲਾਈਆਂ ਆਪਣੀ ਮਿਆਦ ਖ਼ਤਮ ਹੋਣ ’ਤੇ ਮੌਜੂਦਾ ਸੂਚੀਆਂ ਵਿੱਚੋਂ ਹਟ ਜਾਂਦੀਆਂ ਹਨ: ਨੋਟਿਸ ਆਪਣੀ ਮਿਆਦ ਪੁੱਗਣ ਦੀ ਮਿਤੀ ਤੋਂ ਬਾਅਦ, ਡਾਊਨਲੋਡ ਆਪਣੀ ਵੈਧਤਾ ਦੀ ਆਖ਼ਰੀ ਮਿਤੀ ਤੋਂ ਬਾਅਦ, ਟੈਂਡਰ ਆਪਣੇ ਬੰਦ ਹੋਣ ਦੇ ਸਮੇਂ ’ਤੇ ਅਤੇ ਸਿਖਲਾਈ ਆਪਣੇ ਖ਼ਤਮ ਹੋਣ ’ਤੇ। ਫਿਰ ਉਹ ਪੁਰਾਲੇਖ ਪੰਨੇ ’ਤੇ ਮਿਲਦੀਆਂ ਹਨ, ਜਿੱਥੇ ਉਹਨਾਂ ਨੂੰ ਸ਼ਬਦਾਂ, ਕਿਸਮ ਅਤੇ ਸਾਲ ਅਨੁਸਾਰ ਖੋਜਿਆ ਅਤੇ ਪੂਰਾ ਪੜ੍ਹਿਆ ਜਾ ਸਕਦਾ ਹੈ। ਬੀਤ ਚੁੱਕੇ ਸਮਾਗਮ ਸਮਾਗਮਾਂ ਦੇ ਪੁਰਾਲੇਖ ਵਿੱਚ ਦਿਖਾਏ ਜਾਂਦੇ ਹਨ। ਨਤੀਜੇ, ਅਧਿਐਨ ਸਮੱਗਰੀ ਅਤੇ ਖੋਜ ਪੱਤਰ ਉਦੋਂ ਤੱਕ ਸਾਈਟ ’ਤੇ ਰਹਿੰਦੇ ਹਨ ਜਦੋਂ ਤੱਕ ਉਹ ${GLOSSARY.traineeTeachers.pa} ਲਈ ਲਾਭਦਾਇਕ ਹਨ, ਅਤੇ ਬਦਲੇ ਜਾਂ ਵਾਪਸ ਲਏ ਜਾਣ ’ਤੇ ਹਟਾ ਦਿੱਤੇ ਜਾਂਦੇ ਹਨ।`,
    review: `ਹਰ ਪ੍ਰਕਾਸ਼ਿਤ ਨੋਟਿਸ, ਟੈਂਡਰ, ਡਾਊਨਲੋਡ ਅਤੇ ਸਿਖਲਾਈ ਦੀ ਇੱਕ ਸਮੀਖਿਆ ਮਿਤੀ ਹੁੰਦੀ ਹੈ, ਜਿਸ ਨੂੰ ਦਫ਼ਤਰ ਵੇਖ ਅਤੇ ਬਦਲ ਸਕਦਾ ਹੈ: ਆਮ ਤੌਰ ’ਤੇ ਉਹ ਦਿਨ ਜਦੋਂ ਉਸ ਦੀ ਮਿਆਦ ਖ਼ਤਮ ਹੁੰਦੀ ਹੈ, ਜਾਂ ਜੇ ਕੋਈ ਮਿਆਦ ਨਹੀਂ ਤਾਂ ਪ੍ਰਕਾਸ਼ਿਤ ਹੋਣ ਤੋਂ ਛੇ ਮਹੀਨੇ ਬਾਅਦ। ਉਸ ਨੂੰ ਜੋੜਨ ਵਾਲੇ ਵਿਅਕਤੀ ਅਤੇ ਸੰਪਾਦਕਾਂ ਨੂੰ ਉਸ ਮਿਤੀ ਤੋਂ 14 ਦਿਨ ਅਤੇ ਫਿਰ 7 ਦਿਨ ਪਹਿਲਾਂ ਈ-ਮੇਲ ਰਾਹੀਂ ਯਾਦ ਕਰਵਾਇਆ ਜਾਂਦਾ ਹੈ, ਅਤੇ ਦਫ਼ਤਰ ਦੇ ਡੈਸ਼ਬੋਰਡ ’ਤੇ ਉਹ ਸਾਰੀ ਸਮੱਗਰੀ ਦਿਖਾਈ ਜਾਂਦੀ ਹੈ ਜਿਸ ਦੀ ਸਮੀਖਿਆ ਮਿਤੀ ਲੰਘ ਚੁੱਕੀ ਹੈ। ਇਹਨਾਂ ਨੀਤੀਆਂ, ਪਹੁੰਚਯੋਗਤਾ ਬਿਆਨ ਅਤੇ ਮਦਦ ਪੰਨੇ ਦੀ ਸਮੀਖਿਆ ਸਾਲ ਵਿੱਚ ਘੱਟੋ-ਘੱਟ ਇੱਕ ਵਾਰ ਕੀਤੀ ਜਾਂਦੀ ਹੈ, ਅਤੇ ਹਰ ਪੰਨੇ ’ਤੇ ਆਖ਼ਰੀ ਸਮੀਖਿਆ ਦੀ ਮਿਤੀ ਦਿਖਾਈ ਜਾਂਦੀ ਹੈ। ਸਾਈਟ ਦੀ ਸਮੱਗਰੀ ਵਿੱਚ ਆਖ਼ਰੀ ਤਬਦੀਲੀ ਦੀ ਮਿਤੀ ਹਰ ਪੰਨੇ ਦੇ ਹੇਠਾਂ ਦਿਖਾਈ ਜਾਂਦੀ ਹੈ।`,
  },
  hi: {
    archival: `सूचनाएँ, निविदाएँ, डाउनलोड और प्रशिक्षण अपनी वैधता समाप्त होने पर वर्तमान सूचियों से हट जाते हैं: सूचना अपनी समाप्ति तिथि के बाद, डाउनलोड अपनी वैधता की अंतिम तिथि के बाद, निविदा अपने बंद होने के समय पर और प्रशिक्षण अपने समाप्त होने पर। फिर वे संग्रह पृष्ठ पर मिलते हैं, जहाँ उन्हें शब्दों, प्रकार और वर्ष से खोजा और पूरा पढ़ा जा सकता है। बीते हुए कार्यक्रम कार्यक्रम संग्रह में दिखाए जाते हैं। परिणाम, अध्ययन सामग्री और शोध पत्र तब तक साइट पर रहते हैं जब तक वे ${GLOSSARY.traineeTeachers.hi} के लिए उपयोगी हैं, और बदले जाने या वापस लिए जाने पर हटा दिए जाते हैं।`,
    review: `हर प्रकाशित सूचना, निविदा, डाउनलोड और प्रशिक्षण की एक समीक्षा तिथि होती है, जिसे कार्यालय देख और बदल सकता है: सामान्यतः वह दिन जब उसकी वैधता समाप्त होती है, या वैधता की कोई सीमा न हो तो प्रकाशन के छह महीने बाद। उसे जोड़ने वाले व्यक्ति और संपादकों को उस तिथि से 14 दिन और फिर 7 दिन पहले ई-मेल से याद दिलाया जाता है, और कार्यालय के डैशबोर्ड पर वह सारी सामग्री दिखाई जाती है जिसकी समीक्षा तिथि बीत चुकी है। इन नीतियों, सुगम्यता विवरण और सहायता पृष्ठ की समीक्षा वर्ष में कम से कम एक बार की जाती है, और हर पृष्ठ पर अंतिम समीक्षा की तिथि दिखाई जाती है। साइट की सामग्री में अंतिम परिवर्तन की तिथि हर पृष्ठ के नीचे दिखाई जाती है।`,
  },
};
