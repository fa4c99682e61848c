/**
 * Punjabi and Hindi of the demo content (issue 18): everything the home page shows (events and
 * the current notices), the staff's designations and subjects, the Diksha Lab courses, and the
 * newest items of the gallery, research, library and study material, the open tenders with their
 * documents and corrigenda, the RTI disclosures and officers. Older items stay English
 * only, so the back office's 'Missing translation' marks have something to show. Keyed by each
 * record's English title (its type's title field); terms from the glossary.
 */
import { titleFieldOf, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { GLOSSARY } from '@diet/contracts/glossary';
import type { Translations } from '@diet/contracts/languages';

const G = GLOSSARY;
type Texts = Record<string, string>;
const both = (pa: Texts, hi: Texts): Translations => ({ pa, hi });

const EVENTS: Record<string, Translations> = {
  'Orientation Programme for New D.El.Ed Trainees': both(
    {
      title: 'ਨਵੇਂ D.El.Ed ਸਿਖਿਆਰਥੀਆਂ ਲਈ ਜਾਣ-ਪਛਾਣ ਪ੍ਰੋਗਰਾਮ',
      description: `ਨਵੇਂ D.El.Ed ਬੈਚ ਲਈ ਪੂਰੇ ਦਿਨ ਦਾ ਜਾਣ-ਪਛਾਣ ਪ੍ਰੋਗਰਾਮ: ਅਧਿਆਪਕਾਂ, ਕੈਂਪਸ, ਲਾਇਬ੍ਰੇਰੀ ਅਤੇ ${G.dikshaLab.pa} ਨਾਲ ਜਾਣ-ਪਛਾਣ, ਉਸ ਤੋਂ ਬਾਅਦ ਅਧਿਆਪਨ ਅਭਿਆਸ ਕੈਲੰਡਰ ਬਾਰੇ ਸੈਸ਼ਨ।`,
      excerpt: 'ਨਵੇਂ D.El.Ed ਬੈਚ ਲਈ ਸੁਆਗਤ ਦਿਵਸ, ਅਧਿਆਪਕਾਂ ਨਾਲ ਜਾਣ-ਪਛਾਣ ਅਤੇ ਕੈਂਪਸ ਦੀ ਸੈਰ।',
      location: 'ਮੁੱਖ ਆਡੀਟੋਰੀਅਮ',
    },
    {
      title: 'नए D.El.Ed प्रशिक्षुओं के लिए अभिविन्यास कार्यक्रम',
      description: `नए D.El.Ed बैच के लिए पूरे दिन का अभिविन्यास: संकाय, परिसर, पुस्तकालय और ${G.dikshaLab.hi} से परिचय, इसके बाद शिक्षण अभ्यास कैलेंडर पर सत्र।`,
      excerpt: 'नए D.El.Ed बैच के लिए स्वागत दिवस, संकाय से परिचय और परिसर भ्रमण।',
      location: 'मुख्य सभागार',
    },
  ),
  'Workshop on Digital Classroom Tools': both(
    {
      title: 'ਡਿਜੀਟਲ ਕਲਾਸਰੂਮ ਸਾਧਨਾਂ ਬਾਰੇ ਵਰਕਸ਼ਾਪ',
      description:
        'ਪ੍ਰਾਇਮਰੀ ਕਲਾਸਾਂ ਵਿੱਚ DIKSHA ਈ-ਸਮੱਗਰੀ, ਸੰਵਾਦੀ ਪੇਸ਼ਕਾਰੀਆਂ ਅਤੇ ਸੌਖੇ ਕੁਇਜ਼ ਵਰਤਣ ਬਾਰੇ ਅਮਲੀ ਵਰਕਸ਼ਾਪ। ਅਧਿਆਪਕ ਚਾਰਜ ਕੀਤਾ ਫ਼ੋਨ ਜਾਂ ਟੈਬਲੇਟ ਨਾਲ ਲੈ ਕੇ ਆਉਣ।',
      excerpt: 'ਪ੍ਰਾਇਮਰੀ ਅਧਿਆਪਕਾਂ ਲਈ DIKSHA ਈ-ਸਮੱਗਰੀ ਅਤੇ ਸੰਵਾਦੀ ਪੇਸ਼ਕਾਰੀਆਂ ਬਾਰੇ ਅਮਲੀ ਸੈਸ਼ਨ।',
      location: 'ਕੰਪਿਊਟਰ ਪ੍ਰਯੋਗਸ਼ਾਲਾ',
    },
    {
      title: 'डिजिटल कक्षा साधनों पर कार्यशाला',
      description:
        'प्राथमिक कक्षाओं में DIKSHA ई-सामग्री, संवादात्मक प्रस्तुतियों और सरल प्रश्नोत्तरी के उपयोग पर व्यावहारिक कार्यशाला। शिक्षक चार्ज किया हुआ फ़ोन या टैबलेट साथ लाएँ।',
      excerpt: 'प्राथमिक शिक्षकों के लिए DIKSHA ई-सामग्री और संवादात्मक प्रस्तुतियों पर व्यावहारिक सत्र।',
      location: 'कंप्यूटर प्रयोगशाला',
    },
  ),
  'Science Teaching Aids Exhibition': both(
    {
      title: 'ਵਿਗਿਆਨ ਸਿੱਖਣ-ਸਹਾਇਕ ਸਮੱਗਰੀ ਪ੍ਰਦਰਸ਼ਨੀ',
      description:
        'ਸਿਖਿਆਰਥੀ ਅਧਿਆਪਕ ਸਥਾਨਕ ਚੀਜ਼ਾਂ ਤੋਂ ਬਣੀ ਘੱਟ ਲਾਗਤ ਵਾਲੀ ਵਿਗਿਆਨ ਸਿੱਖਣ-ਸਮੱਗਰੀ ਦਿਖਾਉਂਦੇ ਹਨ। ਜ਼ਿਲ੍ਹੇ ਦੇ ਸਕੂਲਾਂ ਨੂੰ ਆਪਣੇ ਵਿਦਿਆਰਥੀਆਂ ਨਾਲ ਆਉਣ ਦਾ ਸੱਦਾ ਹੈ।',
      excerpt: 'ਸਾਡੇ ਸਿਖਿਆਰਥੀਆਂ ਵੱਲੋਂ ਬਣਾਈ ਘੱਟ ਲਾਗਤ ਵਾਲੀ ਵਿਗਿਆਨ ਸਮੱਗਰੀ, ਜ਼ਿਲ੍ਹੇ ਦੇ ਸਕੂਲਾਂ ਲਈ ਖੁੱਲ੍ਹੀ।',
      location: 'ਵਿਗਿਆਨ ਪ੍ਰਯੋਗਸ਼ਾਲਾ',
    },
    {
      title: 'विज्ञान शिक्षण सहायक सामग्री प्रदर्शनी',
      description:
        'प्रशिक्षु शिक्षक स्थानीय सामग्री से बनी कम लागत वाली विज्ञान शिक्षण सामग्री प्रदर्शित करते हैं। जिले के विद्यालय अपने विद्यार्थियों के साथ आमंत्रित हैं।',
      excerpt: 'हमारे प्रशिक्षुओं द्वारा बनाई गई कम लागत की विज्ञान सामग्री, जिले के विद्यालयों के लिए खुली।',
      location: 'विज्ञान प्रयोगशाला',
    },
  ),
  'Seminar on School Leadership and Management': both(
    {
      title: 'ਸਕੂਲ ਅਗਵਾਈ ਅਤੇ ਪ੍ਰਬੰਧਨ ਬਾਰੇ ਸੈਮੀਨਾਰ',
      description:
        'ਮੁੱਖ ਅਧਿਆਪਕ ਅਤੇ ਕਲੱਸਟਰ ਰਿਸੋਰਸ ਕੋਆਰਡੀਨੇਟਰ ਸਕੂਲ ਵਿਕਾਸ ਯੋਜਨਾਵਾਂ, ਸਕੂਲ ਪ੍ਰਬੰਧਕ ਕਮੇਟੀਆਂ ਅਤੇ ਸਿੱਖਣ ਦੇ ਨਤੀਜੇ ਸੁਧਾਰਨ ਲਈ ਅੰਕੜਿਆਂ ਦੀ ਵਰਤੋਂ ਬਾਰੇ ਵਿਚਾਰ ਕਰਦੇ ਹਨ।',
      excerpt: 'ਮੁੱਖ ਅਧਿਆਪਕ ਸਕੂਲ ਵਿਕਾਸ ਯੋਜਨਾਵਾਂ ਅਤੇ ਅੰਕੜਿਆਂ ਉੱਤੇ ਅਧਾਰਿਤ ਅਗਵਾਈ ਬਾਰੇ ਗੱਲ ਕਰਦੇ ਹਨ।',
      location: 'ਕਾਨਫ਼ਰੰਸ ਹਾਲ',
    },
    {
      title: 'विद्यालय नेतृत्व एवं प्रबंधन पर संगोष्ठी',
      description:
        'प्रधानाध्यापक और क्लस्टर संसाधन समन्वयक विद्यालय विकास योजनाओं, विद्यालय प्रबंधन समितियों और अधिगम परिणाम सुधारने के लिए आँकड़ों के उपयोग पर चर्चा करते हैं।',
      excerpt: 'प्रधानाध्यापक विद्यालय विकास योजनाओं और आँकड़ों पर आधारित नेतृत्व पर चर्चा करते हैं।',
      location: 'सम्मेलन कक्ष',
    },
  ),
  'Career Guidance Session on Teaching as a Profession': both(
    {
      title: 'ਅਧਿਆਪਨ ਨੂੰ ਕਿੱਤੇ ਵਜੋਂ ਚੁਣਨ ਬਾਰੇ ਕਰੀਅਰ ਮਾਰਗਦਰਸ਼ਨ ਸੈਸ਼ਨ',
      description:
        'ਸੀਨੀਅਰ ਸੈਕੰਡਰੀ ਵਿਦਿਆਰਥੀਆਂ ਅਤੇ ਗ੍ਰੈਜੂਏਟਾਂ ਲਈ D.El.Ed ਅਤੇ B.Ed ਪ੍ਰੋਗਰਾਮਾਂ ਵਿੱਚ ਦਾਖ਼ਲੇ, ਵਜ਼ੀਫ਼ਿਆਂ ਅਤੇ ਅਧਿਆਪਨ ਵਿੱਚ ਕਰੀਅਰ ਬਾਰੇ ਜਾਣਕਾਰੀ ਸੈਸ਼ਨ।',
      excerpt: 'ਵਿਦਿਆਰਥੀਆਂ ਅਤੇ ਮਾਪਿਆਂ ਲਈ ਦਾਖ਼ਲੇ, ਵਜ਼ੀਫ਼ੇ ਅਤੇ ਅਧਿਆਪਨ ਵਿੱਚ ਕਰੀਅਰ ਦੀ ਜਾਣਕਾਰੀ।',
      location: 'ਲੈਕਚਰ ਹਾਲ 2',
    },
    {
      title: 'शिक्षण को व्यवसाय के रूप में चुनने पर करियर मार्गदर्शन सत्र',
      description:
        'वरिष्ठ माध्यमिक विद्यार्थियों और स्नातकों के लिए D.El.Ed और B.Ed कार्यक्रमों में प्रवेश, छात्रवृत्तियों और शिक्षण में करियर पर जानकारी सत्र।',
      excerpt: 'विद्यार्थियों और अभिभावकों के लिए प्रवेश, छात्रवृत्ति और शिक्षण में करियर की जानकारी।',
      location: 'व्याख्यान कक्ष 2',
    },
  ),
  'Annual Sports Meet': both(
    {
      title: 'ਸਾਲਾਨਾ ਖੇਡ ਮੇਲਾ',
      description: 'ਸੰਸਥਾ ਦੇ ਹਾਊਸਾਂ ਵਿਚਕਾਰ ਦੋ ਦਿਨ ਅਥਲੈਟਿਕਸ, ਕਬੱਡੀ, ਖੋ-ਖੋ ਅਤੇ ਰਿਲੇਅ ਦੌੜਾਂ, ਅਤੇ ਅੰਤ ਵਿੱਚ ਜ਼ਿਲ੍ਹਾ ਸਿੱਖਿਆ ਅਫ਼ਸਰ ਵੱਲੋਂ ਇਨਾਮ ਵੰਡ।',
      excerpt: 'ਹਾਊਸਾਂ ਵਿਚਕਾਰ ਅਥਲੈਟਿਕਸ, ਕਬੱਡੀ ਅਤੇ ਖੋ-ਖੋ, ਜ਼ਿਲ੍ਹਾ ਸਿੱਖਿਆ ਅਫ਼ਸਰ ਵੱਲੋਂ ਇਨਾਮ।',
      location: 'ਸੰਸਥਾ ਦਾ ਖੇਡ ਮੈਦਾਨ',
    },
    {
      title: 'वार्षिक खेलकूद प्रतियोगिता',
      description:
        'संस्थान के सदनों के बीच दो दिन एथलेटिक्स, कबड्डी, खो-खो और रिले दौड़, और अंत में जिला शिक्षा अधिकारी द्वारा पुरस्कार वितरण।',
      excerpt: 'सदनों के बीच एथलेटिक्स, कबड्डी और खो-खो, जिला शिक्षा अधिकारी द्वारा पुरस्कार।',
      location: 'संस्थान का खेल मैदान',
    },
  ),
  'Foundational Literacy and Numeracy Training': both(
    {
      title: 'ਬੁਨਿਆਦੀ ਸਾਖਰਤਾ ਅਤੇ ਅੰਕ-ਗਿਆਨ ਸਿਖਲਾਈ',
      description:
        'ਨਿਪੁਣ ਭਾਰਤ ਤਹਿਤ ਪ੍ਰਾਇਮਰੀ ਅਧਿਆਪਕਾਂ ਲਈ ਬੁਨਿਆਦੀ ਸਾਖਰਤਾ ਅਤੇ ਅੰਕ-ਗਿਆਨ ਬਾਰੇ ਪੰਜ ਦਿਨਾਂ ਸਿਖਲਾਈ, ਨਮੂਨਾ ਪਾਠਾਂ ਅਤੇ ਮੁਲਾਂਕਣ ਅਭਿਆਸ ਨਾਲ।',
      excerpt: 'ਪ੍ਰਾਇਮਰੀ ਅਧਿਆਪਕਾਂ ਲਈ ਨਮੂਨਾ ਪਾਠਾਂ ਸਮੇਤ ਪੰਜ ਦਿਨਾਂ FLN ਸਿਖਲਾਈ।',
      location: G.dikshaLab.pa,
    },
    {
      title: 'बुनियादी साक्षरता एवं संख्या-ज्ञान प्रशिक्षण',
      description:
        'निपुण भारत के अंतर्गत प्राथमिक शिक्षकों के लिए बुनियादी साक्षरता एवं संख्या-ज्ञान पर पाँच दिवसीय प्रशिक्षण, प्रदर्शन पाठों और आकलन अभ्यास के साथ।',
      excerpt: 'प्राथमिक शिक्षकों के लिए प्रदर्शन पाठों सहित पाँच दिवसीय FLN प्रशिक्षण।',
      location: G.dikshaLab.hi,
    },
  ),
  'Poster Design Competition on Road Safety': both(
    {
      title: 'ਸੜਕ ਸੁਰੱਖਿਆ ਬਾਰੇ ਪੋਸਟਰ ਡਿਜ਼ਾਈਨ ਮੁਕਾਬਲਾ',
      description: 'ਸਿਖਿਆਰਥੀਆਂ ਨੇ ਸਕੂਲੀ ਬੱਚਿਆਂ ਲਈ ਸੜਕ ਸੁਰੱਖਿਆ ਬਾਰੇ ਪੋਸਟਰ ਬਣਾਏ। ਸਭ ਤੋਂ ਵਧੀਆ ਪੋਸਟਰ ਜ਼ਿਲ੍ਹਾ ਪ੍ਰਬੰਧਕੀ ਕੰਪਲੈਕਸ ਵਿੱਚ ਲਗਾਏ ਗਏ।',
      excerpt: 'ਸਾਡੇ ਸਿਖਿਆਰਥੀਆਂ ਦੇ ਸੜਕ ਸੁਰੱਖਿਆ ਪੋਸਟਰ ਜ਼ਿਲ੍ਹਾ ਕੰਪਲੈਕਸ ਵਿੱਚ ਪ੍ਰਦਰਸ਼ਿਤ।',
      location: 'ਕਲਾ ਕਮਰਾ',
    },
    {
      title: 'सड़क सुरक्षा पर पोस्टर डिज़ाइन प्रतियोगिता',
      description:
        'प्रशिक्षुओं ने स्कूली बच्चों के लिए सड़क सुरक्षा पर पोस्टर बनाए। सर्वश्रेष्ठ पोस्टर जिला प्रशासनिक परिसर में प्रदर्शित किए गए।',
      excerpt: 'हमारे प्रशिक्षुओं के सड़क सुरक्षा पोस्टर जिला परिसर में प्रदर्शित।',
      location: 'कला कक्ष',
    },
  ),
  'Parent-Teacher Communication Workshop': both(
    {
      title: 'ਮਾਪੇ-ਅਧਿਆਪਕ ਸੰਵਾਦ ਵਰਕਸ਼ਾਪ',
      description:
        'ਮਾਪਿਆਂ ਨਾਲ ਭਰੋਸਾ ਬਣਾਉਣ ਬਾਰੇ ਵਰਕਸ਼ਾਪ: ਮੀਟਿੰਗਾਂ ਕਰਨੀਆਂ, ਪ੍ਰਗਤੀ ਰਿਪੋਰਟਾਂ ਸਾਂਝੀਆਂ ਕਰਨੀਆਂ ਅਤੇ ਘਰ ਵਿੱਚ ਬੱਚਿਆਂ ਦੀ ਪੜ੍ਹਾਈ ਵਿੱਚ ਮਾਪਿਆਂ ਨੂੰ ਸ਼ਾਮਲ ਕਰਨਾ।',
      excerpt: 'ਪੜ੍ਹਾਈ ਵਿੱਚ ਮਾਪਿਆਂ ਨੂੰ ਸ਼ਾਮਲ ਕਰਨ ਅਤੇ ਅਸਰਦਾਰ ਮੀਟਿੰਗਾਂ ਦੇ ਅਮਲੀ ਤਰੀਕੇ।',
      location: 'ਲੈਕਚਰ ਹਾਲ 1',
    },
    {
      title: 'अभिभावक-शिक्षक संवाद कार्यशाला',
      description:
        'अभिभावकों के साथ विश्वास बनाने पर कार्यशाला: बैठकें करना, प्रगति रिपोर्ट साझा करना और घर पर बच्चों की पढ़ाई में अभिभावकों को शामिल करना।',
      excerpt: 'पढ़ाई में अभिभावकों को शामिल करने और प्रभावी बैठकों के व्यावहारिक तरीके।',
      location: 'व्याख्यान कक्ष 1',
    },
  ),
  'Independence Day Celebration': both(
    {
      title: 'ਸੁਤੰਤਰਤਾ ਦਿਵਸ ਸਮਾਰੋਹ',
      description:
        'ਪ੍ਰਿੰਸੀਪਲ ਵੱਲੋਂ ਝੰਡਾ ਲਹਿਰਾਉਣ ਤੋਂ ਬਾਅਦ ਦੇਸ਼ ਭਗਤੀ ਦੇ ਗੀਤਾਂ, D.El.Ed ਸਿਖਿਆਰਥੀਆਂ ਦੇ ਨਾਟਕ ਅਤੇ ਮਠਿਆਈ ਵੰਡ ਨਾਲ ਸੱਭਿਆਚਾਰਕ ਪ੍ਰੋਗਰਾਮ।',
      excerpt: 'ਝੰਡਾ ਲਹਿਰਾਉਣਾ ਅਤੇ ਸਿਖਿਆਰਥੀਆਂ ਵੱਲੋਂ ਸੱਭਿਆਚਾਰਕ ਪ੍ਰੋਗਰਾਮ।',
      location: 'ਸੰਸਥਾ ਦਾ ਖੇਡ ਮੈਦਾਨ',
    },
    {
      title: 'स्वतंत्रता दिवस समारोह',
      description:
        'प्राचार्य द्वारा ध्वजारोहण के बाद देशभक्ति गीतों, D.El.Ed प्रशिक्षुओं के नाटक और मिठाई वितरण के साथ सांस्कृतिक कार्यक्रम।',
      excerpt: 'ध्वजारोहण और प्रशिक्षुओं द्वारा सांस्कृतिक कार्यक्रम।',
      location: 'संस्थान का खेल मैदान',
    },
  ),
  'Research Methodology Workshop': both(
    {
      title: 'ਖੋਜ ਵਿਧੀ ਵਰਕਸ਼ਾਪ',
      description:
        'ਫ਼ੈਕਲਟੀ ਅਤੇ M.Ed ਖੋਜਾਰਥੀਆਂ ਨੇ ਕਲਾਸਰੂਮ ਖੋਜ ਲਈ ਕਿਰਿਆਤਮਕ ਖੋਜ ਦੇ ਡਿਜ਼ਾਈਨ, ਨਮੂਨਾ ਚੋਣ ਅਤੇ ਸੌਖੇ ਅੰਕੜਾ-ਵਿਗਿਆਨ ਉੱਤੇ ਕੰਮ ਕੀਤਾ, ਇੱਕ ਮਹਿਮਾਨ ਪ੍ਰੋਫ਼ੈਸਰ ਦੇ ਸੁਝਾਵਾਂ ਨਾਲ।',
      excerpt: 'ਫ਼ੈਕਲਟੀ ਅਤੇ ਖੋਜਾਰਥੀਆਂ ਲਈ ਕਿਰਿਆਤਮਕ ਖੋਜ ਦਾ ਡਿਜ਼ਾਈਨ ਅਤੇ ਕਲਾਸਰੂਮ ਦੇ ਅੰਕੜੇ।',
      location: 'ਕਾਨਫ਼ਰੰਸ ਹਾਲ',
    },
    {
      title: 'शोध पद्धति कार्यशाला',
      description:
        'संकाय और M.Ed शोधार्थियों ने कक्षा शोध के लिए क्रियात्मक शोध की रूपरेखा, प्रतिदर्श चयन और सरल सांख्यिकी पर काम किया, एक अतिथि प्रोफ़ेसर के सुझावों के साथ।',
      excerpt: 'संकाय और शोधार्थियों के लिए क्रियात्मक शोध की रूपरेखा और कक्षा के आँकड़े।',
      location: 'सम्मेलन कक्ष',
    },
  ),
};

const NOTICES: Record<string, Translations> = {
  'D.El.Ed Admissions 2026-28: Schedule of Counselling': both(
    {
      title: 'D.El.Ed ਦਾਖ਼ਲੇ 2026-28: ਕਾਊਂਸਲਿੰਗ ਦਾ ਸਮਾਂ-ਸਾਰਣੀ',
      body: 'ਪੰਜਾਬ D.El.Ed ਦਾਖ਼ਲਾ ਪ੍ਰੀਖਿਆ ਦੀ ਮੈਰਿਟ ਸੂਚੀ ਵਾਲੇ ਉਮੀਦਵਾਰ ਆਪਣੇ ਅਸਲ ਸਰਟੀਫ਼ਿਕੇਟਾਂ, ਦੋ ਪਾਸਪੋਰਟ ਆਕਾਰ ਦੀਆਂ ਫ਼ੋਟੋਆਂ ਅਤੇ ਹਰ ਦਸਤਾਵੇਜ਼ ਦੀ ਸਵੈ-ਤਸਦੀਕਸ਼ੁਦਾ ਕਾਪੀ ਨਾਲ ਸੰਸਥਾ ਵਿੱਚ ਕਾਊਂਸਲਿੰਗ ਲਈ ਹਾਜ਼ਰ ਹੋਣ। ਆਪਣੇ ਦਿਨ ਹਾਜ਼ਰ ਨਾ ਹੋਣ ਵਾਲੇ ਉਮੀਦਵਾਰਾਂ ਦੀ ਵਾਰੀ ਸੂਚੀ ਵਿੱਚ ਅਗਲੇ ਉਮੀਦਵਾਰ ਨੂੰ ਚਲੀ ਜਾਵੇਗੀ।',
    },
    {
      title: 'D.El.Ed प्रवेश 2026-28: काउंसलिंग की समय-सारणी',
      body: 'पंजाब D.El.Ed प्रवेश परीक्षा की मेरिट सूची वाले अभ्यर्थी अपने मूल प्रमाणपत्रों, दो पासपोर्ट आकार के फ़ोटो और हर दस्तावेज़ की स्व-सत्यापित प्रति के साथ संस्थान में काउंसलिंग के लिए उपस्थित हों। अपने दिन उपस्थित न होने वाले अभ्यर्थियों की बारी सूची में अगले अभ्यर्थी को दे दी जाएगी।',
    },
  ),
  'Date Sheet: D.El.Ed 1st Year Examinations, December 2026': both(
    {
      title: 'ਡੇਟ ਸ਼ੀਟ: D.El.Ed ਪਹਿਲਾ ਸਾਲ ਪ੍ਰੀਖਿਆਵਾਂ, ਦਸੰਬਰ 2026',
      body: 'D.El.Ed ਪਹਿਲੇ ਸਾਲ ਦੀਆਂ ਥਿਊਰੀ ਪ੍ਰੀਖਿਆਵਾਂ ਦਸੰਬਰ ਦੇ ਤੀਜੇ ਹਫ਼ਤੇ ਸ਼ੁਰੂ ਹੋਣਗੀਆਂ। ਸਿਖਿਆਰਥੀ ਹਰ ਪਰਚੇ ਵਿੱਚ ਆਪਣਾ ਦਾਖ਼ਲਾ ਕਾਰਡ ਨਾਲ ਲਿਆਉਣ। ਪੂਰੀ ਡੇਟ ਸ਼ੀਟ ਨਾਲ ਨੱਥੀ ਹੈ।',
    },
    {
      title: 'डेट शीट: D.El.Ed प्रथम वर्ष परीक्षाएँ, दिसंबर 2026',
      body: 'D.El.Ed प्रथम वर्ष की सैद्धांतिक परीक्षाएँ दिसंबर के तीसरे सप्ताह में आरंभ होंगी। प्रशिक्षु हर प्रश्नपत्र में अपना प्रवेश पत्र साथ लाएँ। पूरी डेट शीट संलग्न है।',
    },
  ),
  'Submission of Diksha Lab Module Assignments': both(
    {
      title: `${G.dikshaLab.pa} ਮਾਡਿਊਲ ਅਸਾਈਨਮੈਂਟਾਂ ਜਮ੍ਹਾਂ ਕਰਵਾਉਣ ਬਾਰੇ`,
      body: `100 ਘੰਟਿਆਂ ਦੇ ${G.dikshaLab.pa} ਪ੍ਰੋਗਰਾਮ ਵਿੱਚ ਦਾਖ਼ਲ ਅਧਿਆਪਕ ਮਾਡਿਊਲ 1 ਤੋਂ 4 ਦੀਆਂ ਅਸਾਈਨਮੈਂਟਾਂ ਇਸ ਮਹੀਨੇ ਦੇ ਅੰਤ ਤੱਕ ਪ੍ਰੋਗਰਾਮ ਕੋਆਰਡੀਨੇਟਰ ਕੋਲ ਜਮ੍ਹਾਂ ਕਰਵਾਉਣ।`,
    },
    {
      title: `${G.dikshaLab.hi} मॉड्यूल असाइनमेंट जमा करने के संबंध में`,
      body: `100 घंटे के ${G.dikshaLab.hi} कार्यक्रम में नामांकित शिक्षक मॉड्यूल 1 से 4 के असाइनमेंट इस माह के अंत तक कार्यक्रम समन्वयक के पास जमा करें।`,
    },
  ),
  'Schedule of School Internship (Practice Teaching) 2026': both(
    {
      title: 'ਸਕੂਲ ਇੰਟਰਨਸ਼ਿਪ (ਅਧਿਆਪਨ ਅਭਿਆਸ) 2026 ਦਾ ਸਮਾਂ-ਸਾਰਣੀ',
      body: `D.El.Ed ਦੂਜੇ ਸਾਲ ਦੇ ਸਿਖਿਆਰਥੀ ਸਕੂਲ ਇੰਟਰਨਸ਼ਿਪ ਲਈ ${G.faridkot.pa} ਬਲਾਕ ਦੇ ਸਰਕਾਰੀ ਸਕੂਲਾਂ ਨਾਲ ਜੋੜੇ ਗਏ ਹਨ। ਸਕੂਲ ਮੁਖੀਆਂ ਨੂੰ ਬੇਨਤੀ ਹੈ ਕਿ ਹਰ ਸਿਖਿਆਰਥੀ ਲਈ ਇੱਕ ਮਾਰਗਦਰਸ਼ਕ ਅਧਿਆਪਕ ਨਿਯੁਕਤ ਕਰਨ ਅਤੇ ਹਰ ਹਫ਼ਤੇ ਹਾਜ਼ਰੀ ਸ਼ੀਟ ਉੱਤੇ ਦਸਤਖ਼ਤ ਕਰਨ।`,
    },
    {
      title: 'विद्यालय इंटर्नशिप (शिक्षण अभ्यास) 2026 की समय-सारणी',
      body: `D.El.Ed द्वितीय वर्ष के प्रशिक्षु विद्यालय इंटर्नशिप के लिए ${G.faridkot.hi} ब्लॉक के सरकारी विद्यालयों से जोड़े गए हैं। विद्यालय प्रमुखों से अनुरोध है कि हर प्रशिक्षु के लिए एक मार्गदर्शक शिक्षक नियुक्त करें और हर सप्ताह उपस्थिति पत्रक पर हस्ताक्षर करें।`,
    },
  ),
  'Winter Timings for Trainees': both(
    {
      title: 'ਸਿਖਿਆਰਥੀਆਂ ਲਈ ਸਰਦੀਆਂ ਦਾ ਸਮਾਂ',
      body: 'ਪਹਿਲੀ ਦਸੰਬਰ ਤੋਂ ਸੰਸਥਾ ਸਵੇਰੇ 9:30 ਤੋਂ ਬਾਅਦ ਦੁਪਹਿਰ 3:30 ਵਜੇ ਤੱਕ ਖੁੱਲ੍ਹੇਗੀ। ਲਾਇਬ੍ਰੇਰੀ ਦਾ ਸਮਾਂ ਪਹਿਲਾਂ ਵਾਲਾ ਹੀ ਰਹੇਗਾ।',
    },
    {
      title: 'प्रशिक्षुओं के लिए शीतकालीन समय',
      body: 'एक दिसंबर से संस्थान सुबह 9:30 से दोपहर 3:30 बजे तक खुलेगा। पुस्तकालय का समय पहले जैसा ही रहेगा।',
    },
  ),
  'Engagement of Guest Faculty for Mathematics and English': both(
    { title: 'ਗਣਿਤ ਅਤੇ ਅੰਗਰੇਜ਼ੀ ਲਈ ਮਹਿਮਾਨ ਫ਼ੈਕਲਟੀ ਦੀ ਨਿਯੁਕਤੀ' },
    { title: 'गणित और अंग्रेज़ी के लिए अतिथि संकाय की नियुक्ति' },
  ),
};

/** The staff's designations and subjects: names of people stay as they are. */
const DESIGNATIONS: Record<string, [pa: string, hi: string]> = {
  Principal: [G.principal.pa, G.principal.hi],
  'Senior Lecturer': ['ਸੀਨੀਅਰ ਲੈਕਚਰਾਰ', 'वरिष्ठ प्रवक्ता'],
  Lecturer: ['ਲੈਕਚਰਾਰ', 'प्रवक्ता'],
  Librarian: ['ਲਾਇਬ੍ਰੇਰੀਅਨ', 'पुस्तकालयाध्यक्ष'],
};
const SUBJECTS: Record<string, [pa: string, hi: string]> = {
  'Educational Administration': ['ਸਿੱਖਿਆ ਪ੍ਰਸ਼ਾਸਨ', 'शैक्षिक प्रशासन'],
  'Mathematics Education': ['ਗਣਿਤ ਸਿੱਖਿਆ', 'गणित शिक्षा'],
  'Science Education': ['ਵਿਗਿਆਨ ਸਿੱਖਿਆ', 'विज्ञान शिक्षा'],
  'Language Education (Punjabi)': ['ਭਾਸ਼ਾ ਸਿੱਖਿਆ (ਪੰਜਾਬੀ)', 'भाषा शिक्षा (पंजाबी)'],
  'Social Studies': ['ਸਮਾਜਿਕ ਅਧਿਐਨ', 'सामाजिक अध्ययन'],
  'Arts Education': ['ਕਲਾ ਸਿੱਖਿਆ', 'कला शिक्षा'],
  'Educational Technology': ['ਸਿੱਖਿਆ ਤਕਨਾਲੋਜੀ', 'शैक्षिक प्रौद्योगिकी'],
  'Library and Information Science': ['ਲਾਇਬ੍ਰੇਰੀ ਅਤੇ ਸੂਚਨਾ ਵਿਗਿਆਨ', 'पुस्तकालय एवं सूचना विज्ञान'],
};

/** The staff's qualifications: the degrees' abbreviations as written in Punjabi and Hindi. */
const QUALIFICATIONS: Record<string, [pa: string, hi: string]> = {
  'M.A., M.Ed., Ph.D.': ['ਐਮ.ਏ., ਐਮ.ਐੱਡ., ਪੀਐੱਚ.ਡੀ.', 'एम.ए., एम.एड., पीएच.डी.'],
  'M.Sc. (Mathematics), M.Ed.': ['ਐਮ.ਐੱਸਸੀ. (ਗਣਿਤ), ਐਮ.ਐੱਡ.', 'एम.एससी. (गणित), एम.एड.'],
  'M.Sc. (Physics), M.Ed., Ph.D.': ['ਐਮ.ਐੱਸਸੀ. (ਭੌਤਿਕ ਵਿਗਿਆਨ), ਐਮ.ਐੱਡ., ਪੀਐੱਚ.ਡੀ.', 'एम.एससी. (भौतिकी), एम.एड., पीएच.डी.'],
  'M.A. (Punjabi), M.Ed.': ['ਐਮ.ਏ. (ਪੰਜਾਬੀ), ਐਮ.ਐੱਡ.', 'एम.ए. (पंजाबी), एम.एड.'],
  'M.A. (History), M.Ed.': ['ਐਮ.ਏ. (ਇਤਿਹਾਸ), ਐਮ.ਐੱਡ.', 'एम.ए. (इतिहास), एम.एड.'],
  'M.F.A., B.Ed.': ['ਐਮ.ਐੱਫ.ਏ., ਬੀ.ਐੱਡ.', 'एम.एफ.ए., बी.एड.'],
  'M.C.A., M.Ed.': ['ਐਮ.ਸੀ.ਏ., ਐਮ.ਐੱਡ.', 'एम.सी.ए., एम.एड.'],
  'M.Lib.I.Sc.': ['ਐਮ.ਲਿਬ.ਆਈ.ਐੱਸਸੀ.', 'एम.लिब.आई.एससी.'],
};

const COURSES: Record<string, Translations> = {
  'Foundational Literacy and Numeracy': both(
    {
      title: 'ਬੁਨਿਆਦੀ ਸਾਖਰਤਾ ਅਤੇ ਅੰਕ-ਗਿਆਨ',
      description: 'ਖੇਡ-ਅਧਾਰਿਤ ਗਤੀਵਿਧੀਆਂ ਨਾਲ ਜਮਾਤ 1 ਤੋਂ 3 ਵਿੱਚ ਪੜ੍ਹਨਾ, ਲਿਖਣਾ ਅਤੇ ਅੰਕਾਂ ਦੀ ਸਮਝ ਸਿਖਾਉਣਾ।',
    },
    {
      title: 'बुनियादी साक्षरता एवं संख्या-ज्ञान',
      description: 'खेल-आधारित गतिविधियों से कक्षा 1 से 3 में पढ़ना, लिखना और संख्या-बोध सिखाना।',
    },
  ),
  'Digital Pedagogy with DIKSHA': both(
    { title: 'DIKSHA ਨਾਲ ਡਿਜੀਟਲ ਅਧਿਆਪਨ', description: 'ਈ-ਸਮੱਗਰੀ ਲੱਭਣੀ, ਢਾਲਣੀ ਅਤੇ ਬਣਾਉਣੀ, ਅਤੇ ਛੋਟੇ ਡਿਜੀਟਲ ਮੁਲਾਂਕਣ ਕਰਵਾਉਣੇ।' },
    {
      title: 'DIKSHA के साथ डिजिटल शिक्षण',
      description: 'ई-सामग्री खोजना, अनुकूलित करना और बनाना, और छोटे डिजिटल आकलन करना।',
    },
  ),
  'Competency-Based Assessment': both(
    { title: 'ਯੋਗਤਾ-ਅਧਾਰਿਤ ਮੁਲਾਂਕਣ', description: 'ਯੋਗਤਾ-ਅਧਾਰਿਤ ਪ੍ਰਸ਼ਨ ਅਤੇ ਰੂਬ੍ਰਿਕਸ ਲਿਖਣਾ, ਅਤੇ ਲਾਭਦਾਇਕ ਫ਼ੀਡਬੈਕ ਦੇਣਾ।' },
    { title: 'दक्षता-आधारित आकलन', description: 'दक्षता-आधारित प्रश्न और रूब्रिक्स लिखना, और उपयोगी प्रतिपुष्टि देना।' },
  ),
  'Classroom Management for Multi-Grade Schools': both(
    {
      title: 'ਬਹੁ-ਜਮਾਤੀ ਸਕੂਲਾਂ ਲਈ ਕਲਾਸਰੂਮ ਪ੍ਰਬੰਧਨ',
      description: 'ਜਿੱਥੇ ਇੱਕ ਅਧਿਆਪਕ ਕਈ ਜਮਾਤਾਂ ਨੂੰ ਪੜ੍ਹਾਉਂਦਾ ਹੈ, ਉੱਥੇ ਯੋਜਨਾਬੰਦੀ ਅਤੇ ਸਮੂਹ ਬਣਾਉਣਾ।',
    },
    {
      title: 'बहु-कक्षा विद्यालयों के लिए कक्षा प्रबंधन',
      description: 'जहाँ एक शिक्षक कई कक्षाओं को पढ़ाता है, वहाँ योजना बनाना और समूह बनाना।',
    },
  ),
  'Spoken English for Teachers': both(
    {
      title: 'ਅਧਿਆਪਕਾਂ ਲਈ ਬੋਲਚਾਲ ਦੀ ਅੰਗਰੇਜ਼ੀ',
      description: 'ਰੋਜ਼ਾਨਾ ਅਭਿਆਸ ਅਤੇ ਰੋਲ-ਪਲੇਅ ਰਾਹੀਂ ਕਲਾਸਰੂਮ ਵਿੱਚ ਅੰਗਰੇਜ਼ੀ ਬੋਲਣ ਦਾ ਭਰੋਸਾ ਬਣਾਉਣਾ।',
    },
    {
      title: 'शिक्षकों के लिए बोलचाल की अंग्रेज़ी',
      description: 'दैनिक अभ्यास और रोल-प्ले से कक्षा में अंग्रेज़ी बोलने का आत्मविश्वास बढ़ाना।',
    },
  ),
};

/** The newest gallery pictures, papers, materials, and the library's books with Indian-language titles. */
const NEWEST: Record<string, Record<string, Translations>> = {
  gallery: {
    'Annual Sports Meet - Relay Race': both(
      { title: 'ਸਾਲਾਨਾ ਖੇਡ ਮੇਲਾ - ਰਿਲੇਅ ਦੌੜ' },
      { title: 'वार्षिक खेलकूद प्रतियोगिता - रिले दौड़' },
    ),
    'Teaching Aids Workshop': both({ title: 'ਸਿੱਖਣ-ਸਹਾਇਕ ਸਮੱਗਰੀ ਵਰਕਸ਼ਾਪ' }, { title: 'शिक्षण सहायक सामग्री कार्यशाला' }),
    'Micro-teaching Session': both({ title: 'ਮਾਈਕ੍ਰੋ-ਟੀਚਿੰਗ ਸੈਸ਼ਨ' }, { title: 'सूक्ष्म-शिक्षण सत्र' }),
    'New Academic Block': both({ title: 'ਨਵਾਂ ਅਕਾਦਮਿਕ ਬਲਾਕ' }, { title: 'नया शैक्षणिक भवन' }),
  },
  research: {
    'Use of DIKSHA E-Content by Primary Teachers: A Survey': both(
      {
        title: 'ਪ੍ਰਾਇਮਰੀ ਅਧਿਆਪਕਾਂ ਵੱਲੋਂ DIKSHA ਈ-ਸਮੱਗਰੀ ਦੀ ਵਰਤੋਂ: ਇੱਕ ਸਰਵੇਖਣ',
        description:
          '180 ਅਧਿਆਪਕਾਂ ਦਾ ਸਰਵੇਖਣ ਕਿ ਉਹ DIKSHA ਈ-ਸਮੱਗਰੀ ਕਿੰਨੀ ਵਾਰ ਅਤੇ ਕਿਵੇਂ ਵਰਤਦੇ ਹਨ, ਦੱਸੀਆਂ ਗਈਆਂ ਰੁਕਾਵਟਾਂ ਅਤੇ ਸਿਖਲਾਈ ਲਈ ਸੁਝਾਵਾਂ ਸਮੇਤ।',
      },
      {
        title: 'प्राथमिक शिक्षकों द्वारा DIKSHA ई-सामग्री का उपयोग: एक सर्वेक्षण',
        description:
          '180 शिक्षकों का सर्वेक्षण कि वे DIKSHA ई-सामग्री का कितनी बार और कैसे उपयोग करते हैं, बताई गई बाधाओं और प्रशिक्षण के सुझावों सहित।',
      },
    ),
    'Activity-Based Mathematics in Multi-Grade Classrooms of Faridkot District': both(
      {
        title: `${G.faridkot.pa} ਜ਼ਿਲ੍ਹੇ ਦੀਆਂ ਬਹੁ-ਜਮਾਤੀ ਕਲਾਸਾਂ ਵਿੱਚ ਗਤੀਵਿਧੀ-ਅਧਾਰਿਤ ਗਣਿਤ`,
        description:
          '24 ਬਹੁ-ਜਮਾਤੀ ਪ੍ਰਾਇਮਰੀ ਸਕੂਲਾਂ ਦਾ ਅਧਿਐਨ, ਜਿਸ ਵਿੱਚ ਸਥਾਨਕ ਮੁੱਲ ਅਤੇ ਭਿੰਨਾਂ ਦੇ ਗਤੀਵਿਧੀ-ਅਧਾਰਿਤ ਅਤੇ ਪਾਠ-ਪੁਸਤਕ ਅਧਾਰਿਤ ਅਧਿਆਪਨ ਦੀ ਤੁਲਨਾ ਕੀਤੀ ਗਈ।',
      },
      {
        title: `${G.faridkot.hi} जिले की बहु-कक्षा कक्षाओं में गतिविधि-आधारित गणित`,
        description:
          '24 बहु-कक्षा प्राथमिक विद्यालयों का अध्ययन, जिसमें स्थानीय मान और भिन्नों के गतिविधि-आधारित और पाठ्यपुस्तक-आधारित शिक्षण की तुलना की गई।',
      },
    ),
  },
  material: {
    'Lesson Planning Templates and Examples': both(
      { title: 'ਪਾਠ-ਯੋਜਨਾ ਦੇ ਨਮੂਨੇ ਅਤੇ ਉਦਾਹਰਨਾਂ' },
      { title: 'पाठ-योजना के प्रारूप और उदाहरण' },
    ),
    'Theories of Learning - Summary Notes': both(
      { title: 'ਸਿੱਖਣ ਦੇ ਸਿਧਾਂਤ - ਸੰਖੇਪ ਨੋਟਸ' },
      { title: 'अधिगम के सिद्धांत - सारांश नोट्स' },
    ),
    'Teaching Fractions with Paper Folding': both(
      { title: 'ਕਾਗਜ਼ ਮੋੜ ਕੇ ਭਿੰਨਾਂ ਸਿਖਾਉਣਾ' },
      { title: 'काग़ज़ मोड़कर भिन्न सिखाना' },
    ),
  },
  book: {
    'Punjabi Bhasha Adhiapan': both({ title: 'ਪੰਜਾਬੀ ਭਾਸ਼ਾ ਅਧਿਆਪਨ' }, { title: 'पंजाबी भाषा अध्यापन' }),
    'Hindi Shikshan': both({ title: 'ਹਿੰਦੀ ਸਿੱਖਿਆ' }, { title: 'हिंदी शिक्षण' }),
    'National Education Policy 2020: A Reader': both(
      { title: 'ਰਾਸ਼ਟਰੀ ਸਿੱਖਿਆ ਨੀਤੀ 2020: ਇੱਕ ਪਾਠ-ਪੁਸਤਕ' },
      { title: 'राष्ट्रीय शिक्षा नीति 2020: एक पाठ्य संकलन' },
    ),
  },
};

/** The open tenders, their documents and corrigenda, the RTI disclosures and officers (issue 20). */
const TRANSPARENCY: Record<string, Record<string, Translations>> = {
  tender: {
    'Supply and Installation of 20 Desktop Computers for the Diksha Lab': both(
      {
        title: `${G.dikshaLab.pa} ਲਈ 20 ਡੈਸਕਟਾਪ ਕੰਪਿਊਟਰਾਂ ਦੀ ਸਪਲਾਈ ਅਤੇ ਸਥਾਪਨਾ`,
        description: `${G.dikshaLab.pa} ਲਈ UPS ਸਮੇਤ 20 ਡੈਸਕਟਾਪ ਕੰਪਿਊਟਰਾਂ ਦੀ ਸਪਲਾਈ, ਸਥਾਪਨਾ ਅਤੇ ਤਿੰਨ ਸਾਲ ਦੀ ਆਨ-ਸਾਈਟ ਵਾਰੰਟੀ ਲਈ ਨਿਰਮਾਤਾਵਾਂ ਅਤੇ ਅਧਿਕਾਰਤ ਡੀਲਰਾਂ ਤੋਂ ਸੀਲਬੰਦ ਬੋਲੀਆਂ ਮੰਗੀਆਂ ਜਾਂਦੀਆਂ ਹਨ। ਬੋਲੀਆਂ ਦੋ ਹਿੱਸਿਆਂ (ਤਕਨੀਕੀ ਅਤੇ ਵਿੱਤੀ) ਵਿੱਚ Rs 20,000 ਦੀ ਬਿਆਨਾ ਰਾਸ਼ੀ ਸਮੇਤ ਜਮ੍ਹਾਂ ਕਰਵਾਈਆਂ ਜਾਣ।`,
      },
      {
        title: `${G.dikshaLab.hi} के लिए 20 डेस्कटॉप कंप्यूटरों की आपूर्ति एवं स्थापना`,
        description: `${G.dikshaLab.hi} के लिए UPS सहित 20 डेस्कटॉप कंप्यूटरों की आपूर्ति, स्थापना और तीन वर्ष की ऑन-साइट वारंटी हेतु निर्माताओं और अधिकृत विक्रेताओं से मुहरबंद निविदाएँ आमंत्रित की जाती हैं। निविदाएँ दो भागों (तकनीकी और वित्तीय) में Rs 20,000 की बयाना राशि के साथ जमा की जाएँ।`,
      },
    ),
    'Printing of Training Material for In-Service Teacher Training (FLN Modules)': both(
      {
        title: 'ਸੇਵਾਕਾਲੀਨ ਅਧਿਆਪਕ ਸਿਖਲਾਈ ਲਈ ਸਿਖਲਾਈ ਸਮੱਗਰੀ (FLN ਮਾਡਿਊਲ) ਦੀ ਛਪਾਈ',
        description:
          'ਬੁਨਿਆਦੀ ਸਾਖਰਤਾ ਅਤੇ ਅੰਕ-ਗਿਆਨ ਦੇ ਸਿਖਲਾਈ ਮਾਡਿਊਲਾਂ ਦੀਆਂ ਪੰਜਾਬੀ ਵਿੱਚ 1,500 ਕਾਪੀਆਂ (A4, 96 ਪੰਨੇ, ਚਾਰ-ਰੰਗਾ ਕਵਰ) ਦੀ ਛਪਾਈ ਅਤੇ ਜਿਲਦਬੰਦੀ ਲਈ ਪ੍ਰਿੰਟਿੰਗ ਪ੍ਰੈੱਸਾਂ ਤੋਂ ਕੁਟੇਸ਼ਨਾਂ ਮੰਗੀਆਂ ਜਾਂਦੀਆਂ ਹਨ। ਸਪਲਾਈ ਆਰਡਰ ਤੋਂ 21 ਦਿਨਾਂ ਦੇ ਅੰਦਰ ਸੰਸਥਾ ਵਿਖੇ ਸਪੁਰਦਗੀ।',
      },
      {
        title: 'सेवाकालीन शिक्षक प्रशिक्षण हेतु प्रशिक्षण सामग्री (FLN मॉड्यूल) का मुद्रण',
        description:
          'बुनियादी साक्षरता एवं संख्या-ज्ञान के प्रशिक्षण मॉड्यूल की पंजाबी में 1,500 प्रतियों (A4, 96 पृष्ठ, चार-रंगी आवरण) के मुद्रण और जिल्दसाज़ी हेतु मुद्रणालयों से कोटेशन आमंत्रित किए जाते हैं। आपूर्ति आदेश के 21 दिनों के भीतर संस्थान में सुपुर्दगी।',
      },
    ),
  },
  tenderDocument: {
    'Notice Inviting Tender': both({ title: 'ਟੈਂਡਰ ਮੰਗਣ ਸਬੰਧੀ ਨੋਟਿਸ' }, { title: 'निविदा आमंत्रण सूचना' }),
    'Technical Specifications and Bill of Quantities': both(
      { title: 'ਤਕਨੀਕੀ ਵੇਰਵੇ ਅਤੇ ਮਾਤਰਾਵਾਂ ਦੀ ਸੂਚੀ' },
      { title: 'तकनीकी विनिर्देश एवं मात्राओं की सूची' },
    ),
    'Notice Inviting Quotations': both({ title: 'ਕੁਟੇਸ਼ਨਾਂ ਮੰਗਣ ਸਬੰਧੀ ਨੋਟਿਸ' }, { title: 'कोटेशन आमंत्रण सूचना' }),
    'List of Equipment': both({ title: 'ਉਪਕਰਨਾਂ ਦੀ ਸੂਚੀ' }, { title: 'उपकरणों की सूची' }),
  },
  corrigendum: {
    'Corrigendum 1: closing date extended and the minimum memory revised to 16 GB': both(
      { title: 'ਸ਼ੁੱਧੀ-ਪੱਤਰ 1: ਬੰਦ ਹੋਣ ਦੀ ਮਿਤੀ ਵਧਾਈ ਗਈ ਅਤੇ ਘੱਟੋ-ਘੱਟ ਮੈਮੋਰੀ 16 GB ਕੀਤੀ ਗਈ' },
      { title: 'शुद्धिपत्र 1: बंद होने की तिथि बढ़ाई गई और न्यूनतम मेमोरी 16 GB की गई' },
    ),
  },
  disclosure: {
    'Organisation, functions and duties of DIET Faridkot': both(
      {
        title: `${G.instituteShort.pa} ${G.faridkot.pa} ਦਾ ਸੰਗਠਨ, ਕਾਰਜ ਅਤੇ ਫ਼ਰਜ਼`,
        description: `ਸੰਸਥਾ SCERT ${G.punjab.pa} ਅਧੀਨ ਐਲੀਮੈਂਟਰੀ ਅਧਿਆਪਕਾਂ (${G.dElEd.pa}) ਨੂੰ ਸਿਖਲਾਈ ਦਿੰਦੀ ਹੈ, ਜ਼ਿਲ੍ਹੇ ਦੇ ਅਧਿਆਪਕਾਂ ਲਈ ਸੇਵਾਕਾਲੀਨ ਸਿਖਲਾਈ ਚਲਾਉਂਦੀ ਹੈ ਅਤੇ ਸਕੂਲਾਂ ਨੂੰ ਅਕਾਦਮਿਕ ਸਰੋਤਾਂ ਨਾਲ ਸਹਾਇਤਾ ਦਿੰਦੀ ਹੈ।`,
      },
      {
        title: `${G.instituteShort.hi} ${G.faridkot.hi} का संगठन, कार्य और कर्तव्य`,
        description: `संस्थान SCERT ${G.punjab.hi} के अधीन प्रारंभिक शिक्षकों (${G.dElEd.hi}) को प्रशिक्षण देता है, जिले के शिक्षकों के लिए सेवाकालीन प्रशिक्षण चलाता है और विद्यालयों को शैक्षणिक संसाधनों से सहायता देता है।`,
      },
    ),
    'Powers and duties of the Principal, lecturers and staff': both(
      { title: `${G.principal.pa}, ਲੈਕਚਰਾਰਾਂ ਅਤੇ ਸਟਾਫ਼ ਦੀਆਂ ਸ਼ਕਤੀਆਂ ਅਤੇ ਫ਼ਰਜ਼` },
      { title: `${G.principal.hi}, प्रवक्ताओं और कर्मचारियों की शक्तियाँ एवं कर्तव्य` },
    ),
    'Rules and instructions followed by the institute': both(
      {
        title: 'ਸੰਸਥਾ ਵੱਲੋਂ ਅਪਣਾਏ ਜਾਂਦੇ ਨਿਯਮ ਅਤੇ ਹਦਾਇਤਾਂ',
        description: `${G.punjab.pa} ਸਿਵਲ ਸੇਵਾਵਾਂ ਨਿਯਮ, ${G.punjab.pa} ਵਿੱਤੀ ਨਿਯਮ, ਅਤੇ SCERT ${G.punjab.pa} ਅਤੇ ਸਕੂਲ ਸਿੱਖਿਆ ਵਿਭਾਗ, ${G.punjab.pa} ਦੀਆਂ ਹਦਾਇਤਾਂ।`,
      },
      {
        title: 'संस्थान द्वारा पालन किए जाने वाले नियम और निर्देश',
        description: `${G.punjab.hi} सिविल सेवा नियम, ${G.punjab.hi} वित्तीय नियम, तथा SCERT ${G.punjab.hi} और स्कूल शिक्षा विभाग, ${G.punjab.hi} के निर्देश।`,
      },
    ),
    'Directory of officers and employees': both(
      { title: 'ਅਧਿਕਾਰੀਆਂ ਅਤੇ ਕਰਮਚਾਰੀਆਂ ਦੀ ਡਾਇਰੈਕਟਰੀ', description: 'ਸਟਾਫ਼ ਦੇ ਨਾਮ, ਅਹੁਦੇ ਅਤੇ ਦਫ਼ਤਰੀ ਟੈਲੀਫ਼ੋਨ ਨੰਬਰ।' },
      { title: 'अधिकारियों और कर्मचारियों की निर्देशिका', description: 'कर्मचारियों के नाम, पदनाम और कार्यालय के दूरभाष नंबर।' },
    ),
    'Monthly remuneration of officers and employees': both(
      { title: 'ਅਧਿਕਾਰੀਆਂ ਅਤੇ ਕਰਮਚਾਰੀਆਂ ਦਾ ਮਹੀਨਾਵਾਰ ਮਿਹਨਤਾਨਾ' },
      { title: 'अधिकारियों और कर्मचारियों का मासिक पारिश्रमिक' },
    ),
    'Budget allocated for 2026-27': both(
      {
        title: '2026-27 ਲਈ ਅਲਾਟ ਕੀਤਾ ਬਜਟ',
        description: `ਅਧਿਆਪਕ ਸਿੱਖਿਆ ਲਈ ਸਮੱਗਰ ਸਿੱਖਿਆ ਅਧੀਨ ਅਤੇ ${G.punjab.pa} ਸਰਕਾਰ ਦੇ ਬਜਟ ਵਿੱਚੋਂ ਮਿਲੀਆਂ ਗ੍ਰਾਂਟਾਂ।`,
      },
      {
        title: '2026-27 के लिए आवंटित बजट',
        description: `शिक्षक शिक्षा हेतु समग्र शिक्षा के अंतर्गत और ${G.punjab.hi} सरकार के बजट से प्राप्त अनुदान।`,
      },
    ),
    'Library and reading room open to the public': both(
      {
        title: 'ਜਨਤਾ ਲਈ ਖੁੱਲ੍ਹੀ ਲਾਇਬ੍ਰੇਰੀ ਅਤੇ ਰੀਡਿੰਗ ਰੂਮ',
        description: 'ਸੰਸਥਾ ਦੀ ਲਾਇਬ੍ਰੇਰੀ ਕੰਮ-ਕਾਜੀ ਦਿਨਾਂ ਵਿੱਚ ਸਵੇਰੇ 9:30 ਤੋਂ ਦੁਪਹਿਰ 3:30 ਵਜੇ ਤੱਕ ਹਵਾਲੇ ਲਈ ਵਰਤੀ ਜਾ ਸਕਦੀ ਹੈ।',
      },
      {
        title: 'जनता के लिए खुला पुस्तकालय और वाचनालय',
        description: 'संस्थान का पुस्तकालय कार्य-दिवसों में सुबह 9:30 से दोपहर 3:30 बजे तक संदर्भ के लिए उपयोग किया जा सकता है।',
      },
    ),
  },
};

/** The RTI officers' designations (their names stay as they are) and the institute's address. */
const OFFICER_ADDRESS: [pa: string, hi: string] = [
  `${G.institute.pa}, ${G.faridkot.pa}, ${G.punjab.pa} 151203`,
  `${G.institute.hi}, ${G.faridkot.hi}, ${G.punjab.hi} 151203`,
];

/** Translations of the demo records of a type, by the record's English title. */
function translationsOf(type: string, record: Record<string, unknown>, title: string): Translations | undefined {
  if (type === 'event') return EVENTS[title];
  if (type === 'notice') return NOTICES[title];
  if (type === 'course') return COURSES[title];
  if (type === 'staff') {
    const designation = DESIGNATIONS[String(record.designation)];
    const subject = SUBJECTS[String(record.subject)];
    const qualification = QUALIFICATIONS[String(record.qualification)];
    return designation && subject
      ? both(
          {
            designation: designation[0],
            subject: subject[0],
            ...(qualification && { qualification: qualification[0] }),
          },
          {
            designation: designation[1],
            subject: subject[1],
            ...(qualification && { qualification: qualification[1] }),
          },
        )
      : undefined;
  }
  if (type === 'rtiOfficer') {
    const designation = DESIGNATIONS[String(record.designation)];
    return designation
      ? both(
          { designation: designation[0], address: OFFICER_ADDRESS[0] },
          { designation: designation[1], address: OFFICER_ADDRESS[1] },
        )
      : undefined;
  }
  return NEWEST[type]?.[title] ?? TRANSPARENCY[type]?.[title];
}

/** A demo record with its Punjabi and Hindi, where the demo has them. */
export function withDemoTranslations(
  definition: ContentTypeDefinition,
  record: Record<string, unknown>,
): Record<string, unknown> {
  const translations = translationsOf(definition.name, record, String(record[titleFieldOf(definition)] ?? ''));
  return translations ? { ...record, translations } : record;
}
