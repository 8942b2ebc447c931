export interface CareerSeed {
  title: string;
  department: string;
  location: string;
  employmentType: string;
  /** Plain text; paragraphs separated by blank lines, list items as lines starting with "- ". */
  description: string;
  /** The same in Hindi, shown on Hindi pages (job_openings.*_hi); the description keeps the same blocks. */
  titleHi: string;
  departmentHi: string;
  locationHi: string;
  employmentTypeHi: string;
  descriptionHi: string;
}

export const CAREERS: readonly CareerSeed[] = [
  {
    title: "Senior Backend Engineer",
    department: "Engineering",
    location: "Bangalore",
    employmentType: "Full-time",
    description: `Mandi serves millions of buyers and sellers across India, many of them on entry-level phones and patchy 4G. You will own the services behind search, posting and chat: TypeScript on Node.js, PostgreSQL and Redis.

What you will do:
- Design and build APIs that stay fast at peak hours, from ranked search to photo uploads.
- Keep PostgreSQL healthy: query plans, indexes, migrations that run without downtime.
- Review code, mentor two to three engineers and take part in a calm on-call rotation.

What we look for:
- 5+ years building production web services, 2+ of them with Node.js or another server-side TypeScript stack.
- Solid SQL and a habit of measuring before optimising.
- Clear written communication in English; Hindi or another Indian language is a plus.

Hybrid: three days a week at our Koramangala office.`,
    titleHi: "सीनियर बैकएंड इंजीनियर",
    departmentHi: "इंजीनियरिंग",
    locationHi: "बेंगलुरु",
    employmentTypeHi: "फ़ुल-टाइम",
    descriptionHi: `Mandi पूरे भारत में लाखों खरीदारों और विक्रेताओं तक पहुँचता है, जिनमें से बहुत-से लोग सस्ते फ़ोन और कमज़ोर 4G पर हैं। सर्च, विज्ञापन पोस्ट करने और चैट के पीछे की सर्विसेज़ आपकी ज़िम्मेदारी होंगी: Node.js पर TypeScript, PostgreSQL और Redis।

आप क्या करेंगे:
- ऐसे API डिज़ाइन करें और बनाएँ जो पीक आवर्स में भी तेज़ चलें, रैंक्ड सर्च से लेकर फ़ोटो अपलोड तक।
- PostgreSQL को दुरुस्त रखें: क्वेरी प्लान, इंडेक्स, और बिना डाउनटाइम के चलने वाले माइग्रेशन।
- कोड रिव्यू करें, दो-तीन इंजीनियरों को मेंटर करें और आराम से चलने वाले ऑन-कॉल रोटेशन में हिस्सा लें।

हम क्या चाहते हैं:
- प्रोडक्शन वेब सर्विसेज़ बनाने का 5+ साल का अनुभव, जिसमें से 2+ साल Node.js या किसी दूसरे सर्वर-साइड TypeScript स्टैक पर।
- SQL की पक्की समझ, और ऑप्टिमाइज़ करने से पहले मापने की आदत।
- अंग्रेज़ी में साफ़ लिखने की क्षमता; हिन्दी या कोई दूसरी भारतीय भाषा आती हो तो और अच्छा।

हाइब्रिड: हफ़्ते में तीन दिन हमारे कोरमंगला ऑफ़िस से काम।`,
  },
  {
    title: "Product Designer",
    department: "Design",
    location: "Mumbai",
    employmentType: "Full-time",
    description: `Posting an ad on Mandi should take a first-time seller in Nagpur less than two minutes. You will design the flows that make that true, from the category picker to the chat screen.

What you will do:
- Run quick research with real buyers and sellers in metros and smaller towns.
- Turn findings into flows, prototypes and production-ready designs in our design system.
- Work daily with engineers and product managers; sit in on usability tests and support calls.

What we look for:
- 3+ years designing consumer mobile or web products, with a portfolio that shows your process.
- Care for accessibility, low-bandwidth use and readable copy.
- Comfort with Figma and with explaining trade-offs to non-designers.`,
    titleHi: "प्रोडक्ट डिज़ाइनर",
    departmentHi: "डिज़ाइन",
    locationHi: "मुंबई",
    employmentTypeHi: "फ़ुल-टाइम",
    descriptionHi: `नागपुर में पहली बार कुछ बेचने वाले को Mandi पर विज्ञापन डालने में दो मिनट से कम लगना चाहिए। कैटेगरी चुनने से लेकर चैट स्क्रीन तक, आप वे फ़्लो डिज़ाइन करेंगे जो इसे मुमकिन बनाते हैं।

आप क्या करेंगे:
- महानगरों और छोटे शहरों के असली खरीदारों और विक्रेताओं के साथ जल्दी-जल्दी रिसर्च करें।
- जो पता चले, उसे हमारे डिज़ाइन सिस्टम में फ़्लो, प्रोटोटाइप और प्रोडक्शन के लिए तैयार डिज़ाइन में बदलें।
- इंजीनियरों और प्रोडक्ट मैनेजरों के साथ रोज़ काम करें; यूज़ेबिलिटी टेस्ट और सपोर्ट कॉल में साथ बैठें।

हम क्या चाहते हैं:
- कंज़्यूमर मोबाइल या वेब प्रोडक्ट डिज़ाइन करने का 3+ साल का अनुभव, और ऐसा पोर्टफ़ोलियो जो आपके काम करने का तरीका दिखाए।
- एक्सेसिबिलिटी, धीमे इंटरनेट पर इस्तेमाल और आसानी से पढ़े जाने वाले टेक्स्ट की परवाह।
- Figma पर अच्छी पकड़, और जो डिज़ाइनर नहीं हैं उन्हें ट्रेड-ऑफ़ समझाने में सहजता।`,
  },
  {
    title: "Trust & Safety Analyst",
    department: "Operations",
    location: "Gurugram",
    employmentType: "Full-time",
    description: `Buyers and sellers trust Mandi because we act quickly on fraud, fake listings and abusive messages. You will review reported ads and accounts, spot patterns and help shape the rules that keep the marketplace safe.

What you will do:
- Review reported listings and conversations against our policies and take action within our service levels.
- Find new scam patterns (advance-payment frauds, fake QR codes, cloned listings) and write them up for the team.
- Work with engineering on detection rules and with support on replies to affected users.

What we look for:
- 1–3 years in content moderation, fraud operations or customer risk.
- Fluent Hindi and English; a third Indian language is a plus.
- Good judgement, attention to detail and comfort with rotating shifts between 8 am and 10 pm.`,
    titleHi: "Trust & Safety एनालिस्ट",
    departmentHi: "ऑपरेशंस",
    locationHi: "गुरुग्राम",
    employmentTypeHi: "फ़ुल-टाइम",
    descriptionHi: `खरीदार और विक्रेता Mandi पर भरोसा करते हैं, क्योंकि हम धोखाधड़ी, नकली विज्ञापनों और गाली-गलौज वाले मैसेज पर तुरंत कार्रवाई करते हैं। आप शिकायत किए गए विज्ञापनों और अकाउंट की जाँच करेंगे, पैटर्न पहचानेंगे और वे नियम बनाने में मदद करेंगे जो मार्केटप्लेस को सुरक्षित रखते हैं।

आप क्या करेंगे:
- शिकायत किए गए विज्ञापनों और बातचीत को हमारी पॉलिसी के हिसाब से जाँचें और तय समय के अंदर कार्रवाई करें।
- स्कैम के नए पैटर्न (एडवांस पेमेंट वाली धोखाधड़ी, नकली QR कोड, कॉपी किए गए विज्ञापन) पकड़ें और टीम के लिए उनके बारे में लिखें।
- पकड़ने के नियमों पर इंजीनियरिंग टीम के साथ, और प्रभावित यूज़र्स को जवाब देने में सपोर्ट टीम के साथ काम करें।

हम क्या चाहते हैं:
- कंटेंट मॉडरेशन, फ़्रॉड ऑपरेशंस या कस्टमर रिस्क में 1–3 साल का अनुभव।
- हिन्दी और अंग्रेज़ी पर अच्छी पकड़; कोई तीसरी भारतीय भाषा आती हो तो और अच्छा।
- सही फ़ैसले लेने की समझ, बारीकियों पर ध्यान, और सुबह 8 से रात 10 बजे के बीच बदलती शिफ़्ट में काम करने में सहजता।`,
  },
  {
    title: "Customer Support Associate (Tamil and English)",
    department: "Customer Experience",
    location: "Chennai",
    employmentType: "Full-time",
    description: `Our support team answers buyers and sellers by e-mail, chat and phone, six days a week. You will help people post their first ad, recover their accounts and resolve issues with other users.

What you will do:
- Answer support tickets and calls in Tamil and English with patience and clear steps.
- Escalate safety issues to the Trust & Safety team and follow them through.
- Suggest improvements to help articles and product flows from what you hear every day.

What we look for:
- Graduate in any discipline; 0–2 years of experience in customer support.
- Fluent spoken and written Tamil and English.
- Comfortable with computers, ticketing tools and typing at a good speed.

Shift timings: 9 am to 6 pm IST, Monday to Saturday, with one weekday off.`,
    titleHi: "कस्टमर सपोर्ट एसोसिएट (तमिल और अंग्रेज़ी)",
    departmentHi: "कस्टमर एक्सपीरियंस",
    locationHi: "चेन्नई",
    employmentTypeHi: "फ़ुल-टाइम",
    descriptionHi: `हमारी सपोर्ट टीम हफ़्ते में छह दिन ई-मेल, चैट और फ़ोन पर खरीदारों और विक्रेताओं को जवाब देती है। आप लोगों को उनका पहला विज्ञापन डालने, अपना अकाउंट वापस पाने और दूसरे यूज़र्स के साथ हुई दिक्कतें सुलझाने में मदद करेंगे।

आप क्या करेंगे:
- सपोर्ट टिकट और कॉल का जवाब तमिल और अंग्रेज़ी में, धैर्य के साथ और साफ़-साफ़ स्टेप बताकर दें।
- सुरक्षा से जुड़े मामले Trust & Safety टीम को भेजें और उनके सुलझने तक उन पर नज़र रखें।
- हर दिन जो सुनते हैं, उसके आधार पर सहायता लेखों और प्रोडक्ट फ़्लो में सुधार सुझाएँ।

हम क्या चाहते हैं:
- किसी भी विषय में ग्रेजुएट; कस्टमर सपोर्ट में 0–2 साल का अनुभव।
- तमिल और अंग्रेज़ी बोलने और लिखने में अच्छी पकड़।
- कंप्यूटर और टिकटिंग टूल पर सहज, और अच्छी स्पीड से टाइप कर सकें।

शिफ़्ट का समय: सुबह 9 से शाम 6 बजे (IST), सोमवार से शनिवार, हफ़्ते में एक कामकाजी दिन की छुट्टी के साथ।`,
  },
];
