export interface BlogPostSeed {
  slug: string;
  title: string;
  author: string;
  category: string;
  /** ISO date. */
  publishedOn: string;
  excerpt: string;
  /** Plain text; paragraphs separated by blank lines. */
  body: string;
  /** The same in Hindi, shown on Hindi pages (blog_posts.*_hi); the body keeps the same paragraphs. */
  titleHi: string;
  categoryHi: string;
  excerptHi: string;
  bodyHi: string;
}

/** Covers are drawn by scripts/generate-sample-photos.ts into public/images/blog/<slug>.webp. */
export const blogImage = (slug: string) => `/images/blog/${slug}.webp`;

export const BLOG_POSTS: readonly BlogPostSeed[] = [
  {
    slug: "safe-deals-buying-selling-online",
    title: "Seven habits for safe deals when you buy or sell online",
    author: "Priya Raghavan",
    category: "Safety",
    publishedOn: "2025-06-18",
    excerpt:
      "Most deals on Mandi go smoothly. These seven habits, from meeting in public to never sharing an OTP, keep the rare bad one away from you.",
    body: `Every day thousands of phones, bikes and sofas change hands on Mandi without a hitch. The few deals that go wrong tend to follow the same script, and a handful of habits is enough to stay out of it.

Meet in a busy public place during daylight: a metro station, a mall entrance or the lobby of your housing society. For a car or a bike, ask a friend to come along and meet near a service centre where you can get it checked.

See before you pay. Inspect the item, switch it on, check the IMEI of a phone against its box and bill, and for vehicles match the registration certificate with the seller's ID. Pay only after the item is in your hands.

Never pay an advance to "reserve" an item you have not seen, and never share an OTP. A common trick asks a seller to scan a QR code or enter a UPI PIN "to receive money". Receiving money never needs your PIN.

Keep the conversation on Mandi chat until you are ready to meet. It gives you a record, and lets our team act on a report quickly. Be wary of buyers who insist on moving to another app at once.

If a price looks too good to be true, it usually is. A brand-new iPhone at half price or a 2 BHK in a prime locality at a third of the going rent is a red flag.

Finally, report anything suspicious from the ad page. Reports go to our Trust & Safety team, who review them every day and remove fake ads and accounts.`,
    titleHi: "ऑनलाइन खरीदते या बेचते समय सुरक्षित सौदे की सात आदतें",
    categoryHi: "सुरक्षा",
    excerptHi:
      "Mandi पर ज़्यादातर सौदे आराम से हो जाते हैं। सार्वजनिक जगह पर मिलने से लेकर कभी OTP शेयर न करने तक, ये सात आदतें कभी-कभार होने वाले बुरे सौदे को आपसे दूर रखती हैं।",
    bodyHi: `Mandi पर हर दिन हज़ारों फ़ोन, बाइक और सोफ़े बिना किसी परेशानी के एक हाथ से दूसरे हाथ जाते हैं। जो गिने-चुने सौदे बिगड़ते हैं, वे अक्सर एक ही ढर्रे पर चलते हैं, और उससे बचने के लिए कुछ आदतें ही काफ़ी हैं।

दिन के उजाले में किसी भीड़-भाड़ वाली सार्वजनिक जगह पर मिलें: मेट्रो स्टेशन, मॉल का गेट या अपनी हाउसिंग सोसाइटी की लॉबी। कार या बाइक के लिए किसी दोस्त को साथ ले जाएँ और किसी सर्विस सेंटर के पास मिलें, जहाँ आप उसे चेक करवा सकें।

पैसे देने से पहले देखें। सामान को अच्छी तरह जाँचें, चालू करके देखें, फ़ोन का IMEI उसके डिब्बे और बिल से मिलाएँ, और गाड़ी हो तो रजिस्ट्रेशन सर्टिफ़िकेट को विक्रेता की ID से मिलाएँ। सामान आपके हाथ में आने के बाद ही पैसे दें।

जो सामान आपने देखा नहीं, उसे “रिज़र्व” करने के लिए कभी एडवांस न दें, और कभी OTP शेयर न करें। एक आम चाल में विक्रेता से “पैसे पाने के लिए” QR कोड स्कैन करने या UPI PIN डालने को कहा जाता है। पैसे पाने के लिए आपके PIN की कभी ज़रूरत नहीं होती।

मिलने के लिए तैयार होने तक बातचीत Mandi चैट पर ही रखें। इससे आपके पास बातचीत का रिकॉर्ड रहता है, और शिकायत मिलने पर हमारी टीम जल्दी कार्रवाई कर पाती है। ऐसे खरीदारों से सावधान रहें जो फ़ौरन किसी दूसरे ऐप पर बात करने की ज़िद करें।

अगर कीमत इतनी अच्छी लगे कि यक़ीन न हो, तो ज़्यादातर दाल में कुछ काला होता है। आधी कीमत पर बिल्कुल नया iPhone, या किसी बढ़िया इलाके में चल रहे किराये के एक-तिहाई पर 2 BHK, ख़तरे की घंटी है।

आख़िर में, कुछ भी संदिग्ध लगे तो विज्ञापन के पेज से उसकी शिकायत करें। शिकायतें हमारी Trust & Safety टीम के पास जाती हैं, जो हर दिन उन्हें देखती है और नकली विज्ञापन व अकाउंट हटाती है।`,
  },
  {
    slug: "sell-your-used-car-faster",
    title: "How to sell your used car faster, and for a fair price",
    author: "Arjun Malhotra",
    category: "Selling tips",
    publishedOn: "2025-05-27",
    excerpt:
      "Clean papers, honest photos and a price that matches the market: what buyers look for in a used car ad, and how to answer them before they ask.",
    body: `Buyers scrolling through used cars decide in seconds which ad to open. A clear title, good photos and a sensible price are what earn the click, and complete papers are what close the deal.

Start with the paperwork. Keep the registration certificate, valid insurance, the latest pollution certificate and service records ready. If the car is still on a loan, get the NOC from your bank before you list it: buyers walk away from pending hypothecation.

Price it against the market, not against what you paid. Search Mandi for the same model, year and fuel type in your city and note where the ads with the fewest kilometres sit. Leave a small margin for negotiation and say whether the price is negotiable.

Clean the car inside and out and take photos in soft daylight: front three-quarter, rear, both sides, the dashboard with the odometer, the rear seats and the boot. Photos of the tyres and the engine bay answer questions before they are asked.

Write a title buyers search for, such as "Maruti Suzuki Swift VXI 2019, petrol, 42,000 km, single owner", and use the description for what photos cannot show: service history, new tyres or battery, accident-free, reason for selling.

Reply quickly, offer a test drive with your licence in hand, and meet at a service centre if the buyer wants an inspection. Once the money is in your account, sign Form 29 and 30 together and mark the ad as sold.`,
    titleHi: "अपनी पुरानी कार जल्दी और सही दाम पर कैसे बेचें",
    categoryHi: "बेचने के टिप्स",
    excerptHi:
      "पूरे कागज़, सच्ची फ़ोटो और बाज़ार के हिसाब से कीमत: पुरानी कार के विज्ञापन में खरीदार क्या देखते हैं, और उनके पूछने से पहले ही उनके सवालों का जवाब कैसे दें।",
    bodyHi: `पुरानी कारें देखते हुए खरीदार कुछ ही सेकंड में तय कर लेते हैं कि कौन-सा विज्ञापन खोलना है। साफ़ शीर्षक, अच्छी फ़ोटो और सही कीमत से क्लिक मिलता है, और पूरे कागज़ों से सौदा पक्का होता है।

शुरुआत कागज़ों से करें। रजिस्ट्रेशन सर्टिफ़िकेट (RC), वैध इंश्योरेंस, ताज़ा पॉल्यूशन सर्टिफ़िकेट और सर्विस रिकॉर्ड तैयार रखें। अगर कार पर अभी लोन चल रहा है, तो विज्ञापन डालने से पहले अपने बैंक से NOC ले लें: हाइपोथिकेशन बाकी हो तो खरीदार पीछे हट जाते हैं।

कीमत बाज़ार के हिसाब से तय करें, इस हिसाब से नहीं कि आपने कितने में खरीदी थी। Mandi पर अपने शहर में उसी मॉडल, साल और फ़्यूल टाइप की कारें खोजें और देखें कि सबसे कम किलोमीटर चली कारों के विज्ञापन किस कीमत पर हैं। मोलभाव के लिए थोड़ी गुंजाइश छोड़ें और बताएँ कि कीमत पर मोलभाव हो सकता है या नहीं।

कार को अंदर-बाहर से साफ़ करें और हल्की धूप में फ़ोटो लें: आगे से तिरछे कोण से, पीछे से, दोनों तरफ़ से, ओडोमीटर के साथ डैशबोर्ड, पीछे की सीटें और डिक्की। टायरों और इंजन की फ़ोटो कई सवालों का जवाब पूछे जाने से पहले ही दे देती हैं।

ऐसा शीर्षक लिखें जिसे खरीदार खोजते हैं, जैसे “Maruti Suzuki Swift VXI 2019, पेट्रोल, 42,000 km, पहला मालिक”, और विवरण में वह लिखें जो फ़ोटो में नहीं दिखता: सर्विस हिस्ट्री, नए टायर या बैटरी, कोई एक्सीडेंट नहीं, बेचने की वजह।

जल्दी जवाब दें, अपना लाइसेंस साथ रखकर टेस्ट ड्राइव कराएँ, और अगर खरीदार जाँच करवाना चाहे तो किसी सर्विस सेंटर पर मिलें। पैसे आपके खाते में आ जाएँ, तब फ़ॉर्म 29 और 30 एक साथ साइन करें और विज्ञापन को बिका हुआ मार्क करें।`,
  },
  {
    slug: "renting-your-first-flat-checklist",
    title: "Renting your first flat in a new city: a checklist",
    author: "Sneha Kulkarni",
    category: "Property",
    publishedOn: "2025-04-09",
    excerpt:
      "Moving to Bangalore, Pune or Hyderabad for work? What to check before you pay a deposit, from the rent agreement to the water supply.",
    body: `Moving cities for a new job is exciting, and finding a flat is usually the most stressful part of it. This checklist covers what to look at before you hand over a deposit.

Fix your budget first. Rent is only part of the cost: add the maintenance charge, electricity, water, internet and, in many cities, a security deposit of two to six months' rent. Ask upfront how much of the deposit is refundable and in how many days.

Shortlist by commute, not just by rent. Search Mandi for your budget in two or three localities near your office and check travel time at peak hours. A slightly higher rent often pays for itself in time saved.

Visit in person, ideally twice: once in the day and once in the evening. Check water pressure in every tap, mobile signal in each room, power backup, parking, and whether the building has a lift and a guard. Ask neighbours about water supply in summer.

Read the rent agreement before you sign it. It should state the rent, the deposit, the notice period, the lock-in period, yearly increase and who pays for repairs. Register it or at least get it on stamp paper, and keep a copy.

Note the condition of the flat with dated photos on move-in day: walls, fittings, appliances and furniture. They settle most arguments about the deposit when you leave.

Never transfer a token amount before you have seen the flat and met the owner or an authorised agent. Listings that ask for money first are the most common rental scam.`,
    titleHi: "नए शहर में पहला फ़्लैट किराये पर लेना: एक चेकलिस्ट",
    categoryHi: "प्रॉपर्टी",
    excerptHi:
      "नौकरी के लिए बेंगलुरु, पुणे या हैदराबाद जा रहे हैं? डिपॉज़िट देने से पहले क्या-क्या जाँचें, रेंट एग्रीमेंट से लेकर पानी की सप्लाई तक।",
    bodyHi: `नई नौकरी के लिए शहर बदलना रोमांचक होता है, और फ़्लैट ढूँढना अक्सर इसका सबसे तनाव भरा हिस्सा होता है। यह चेकलिस्ट बताती है कि डिपॉज़िट देने से पहले किन बातों पर ध्यान दें।

पहले अपना बजट तय करें। किराया खर्च का सिर्फ़ एक हिस्सा है: इसमें मेंटेनेंस चार्ज, बिजली, पानी, इंटरनेट और, कई शहरों में, दो से छह महीने के किराये जितना सिक्योरिटी डिपॉज़िट भी जोड़ें। पहले ही पूछ लें कि डिपॉज़िट का कितना हिस्सा वापस मिलेगा और कितने दिनों में।

सिर्फ़ किराया नहीं, आने-जाने का समय देखकर शॉर्टलिस्ट करें। Mandi पर अपने ऑफ़िस के पास के दो-तीन इलाकों में अपने बजट के फ़्लैट खोजें और पीक आवर्स में लगने वाला समय जाँचें। थोड़ा ज़्यादा किराया अक्सर बचने वाले समय से वसूल हो जाता है।

खुद जाकर देखें, हो सके तो दो बार: एक बार दिन में और एक बार शाम को। हर नल में पानी का प्रेशर, हर कमरे में मोबाइल सिग्नल, पावर बैकअप, पार्किंग, और बिल्डिंग में लिफ़्ट और गार्ड हैं या नहीं, यह जाँचें। पड़ोसियों से गर्मियों में पानी की सप्लाई के बारे में पूछें।

साइन करने से पहले रेंट एग्रीमेंट पढ़ें। उसमें किराया, डिपॉज़िट, नोटिस पीरियड, लॉक-इन पीरियड, सालाना बढ़ोतरी और मरम्मत का खर्च कौन उठाएगा, यह सब लिखा होना चाहिए। इसे रजिस्टर करवाएँ या कम से कम स्टांप पेपर पर बनवाएँ, और एक कॉपी अपने पास रखें।

शिफ़्ट होने वाले दिन तारीख वाली फ़ोटो लेकर फ़्लैट की हालत दर्ज करें: दीवारें, फ़िटिंग, उपकरण और फ़र्नीचर। फ़्लैट छोड़ते समय डिपॉज़िट पर होने वाली ज़्यादातर बहस इन्हीं से सुलझ जाती है।

फ़्लैट देखे बिना और मालिक या किसी अधिकृत एजेंट से मिले बिना कभी टोकन अमाउंट ट्रांसफ़र न करें। पहले पैसे माँगने वाले विज्ञापन, किराये पर घर ढूँढने वालों के साथ होने वाला सबसे आम स्कैम हैं।`,
  },
];
