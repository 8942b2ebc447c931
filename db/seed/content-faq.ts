export interface FaqSeed {
  question: string;
  answer: string;
  /** The same in Hindi, shown on Hindi pages (faq_items.question_hi / answer_hi). */
  questionHi: string;
  answerHi: string;
}

export const FAQ: readonly FaqSeed[] = [
  {
    question: "How do I buy something on Mandi?",
    answer:
      "Search or browse by category, set your city with the location selector, and open an ad to see its photos, description and seller. Use Chat to ask questions or Show number to call the seller when they share it. Meet, check the item and pay only once you are happy with it.",
    questionHi: "Mandi पर कोई चीज़ कैसे खरीदें?",
    answerHi:
      "खोजें या कैटेगरी से देखें, लोकेशन चुनकर अपना शहर सेट करें, और किसी विज्ञापन को खोलकर उसकी फ़ोटो, विवरण और विक्रेता की जानकारी देखें। सवाल पूछने के लिए चैट करें, या विक्रेता ने नंबर दिया हो तो “नंबर दिखाएँ” दबाकर उन्हें कॉल करें। मिलें, सामान जाँचें और पूरी तसल्ली होने पर ही पैसे दें।",
  },
  {
    question: "How do I sell faster on Mandi?",
    answer:
      "Pick the right category and subcategory, write a clear title with brand and model, add bright photos from several angles and set a fair price: compare it with similar ads in your city. Answer chats quickly, and mark the ad as sold once the deal is done so buyers stop calling.",
    questionHi: "Mandi पर जल्दी कैसे बेचें?",
    answerHi:
      "सही कैटेगरी और सब-कैटेगरी चुनें, ब्रांड और मॉडल के साथ साफ़ शीर्षक लिखें, अच्छी रोशनी में अलग-अलग एंगल से फ़ोटो डालें और सही कीमत रखें: अपने शहर के मिलते-जुलते विज्ञापनों से तुलना कर लें। चैट का जवाब जल्दी दें, और सौदा होते ही विज्ञापन को बिका हुआ मार्क करें, ताकि खरीदार कॉल करना बंद कर दें।",
  },
  {
    question: "How do I stay safe when buying or selling?",
    answer:
      "Meet in a busy public place during the day and inspect the item before paying. Never pay in advance, share an OTP or scan a QR code to receive money: receiving money never needs your PIN. Keep conversations on Mandi chat, and report any ad or user that looks suspicious from the ad page.",
    questionHi: "खरीदते या बेचते समय सुरक्षित कैसे रहें?",
    answerHi:
      "दिन में किसी भीड़-भाड़ वाली सार्वजनिक जगह पर मिलें और पैसे देने से पहले सामान अच्छी तरह देख लें। कभी एडवांस न दें, OTP शेयर न करें और पैसे पाने के लिए कोई QR कोड स्कैन न करें: पैसे पाने के लिए आपके PIN की कभी ज़रूरत नहीं होती। बातचीत Mandi चैट पर ही रखें, और कोई विज्ञापन या यूज़र संदिग्ध लगे तो विज्ञापन के पेज से उसकी शिकायत करें।",
  },
  {
    question: "How do I manage my account?",
    answer:
      "Sign in with your phone number and a one-time code, with Google, or with your e-mail and password. Under Settings you can change your name, profile photo, password and notification preferences. If you cannot sign in, use the phone number on your account to receive a new code, or contact us.",
    questionHi: "अपना अकाउंट कैसे संभालें?",
    answerHi:
      "अपने फ़ोन नंबर और OTP से, Google से, या अपने ई-मेल और पासवर्ड से लॉग इन करें। सेटिंग्स में आप अपना नाम, प्रोफ़ाइल फ़ोटो, पासवर्ड और सूचनाओं की पसंद बदल सकते हैं। लॉग इन न हो पाए तो अपने अकाउंट वाले फ़ोन नंबर पर नया कोड मँगाएँ, या हमसे संपर्क करें।",
  },
  {
    question: "How do I post an ad?",
    answer:
      "Tap Sell, choose a category, then fill in the title, description, price, location and your contact details and add up to 12 photos. Your ad goes live right away and stays active for 30 days. You can edit, renew or mark it as sold at any time from My Listings.",
    questionHi: "विज्ञापन कैसे डालें?",
    answerHi:
      "“बेचें” पर टैप करें, कैटेगरी चुनें, फिर शीर्षक, विवरण, कीमत, लोकेशन और अपनी संपर्क जानकारी भरें और 12 तक फ़ोटो जोड़ें। आपका विज्ञापन तुरंत लाइव हो जाता है और 30 दिनों तक चालू रहता है। “मेरे विज्ञापन” में जाकर आप उसे कभी भी बदल सकते हैं, रिन्यू कर सकते हैं या बिका हुआ मार्क कर सकते हैं।",
  },
];
