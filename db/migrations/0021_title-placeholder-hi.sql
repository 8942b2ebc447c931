-- Hindi examples for the title field when posting (issue 14, docs/decisions/024-hindi.md), for databases seeded
-- before them, matched by the English example; a category added later keeps it empty and shows the English one.
ALTER TABLE "categories" ADD COLUMN "title_placeholder_hi" text;--> statement-breakpoint
UPDATE categories c SET title_placeholder_hi = v.hi FROM (VALUES
  ('e.g. Sony Bravia 55" 4K smart TV', 'जैसे Sony Bravia 55" 4K स्मार्ट टीवी'),
  ('e.g. 3+2 seater fabric sofa set, 2 years old', 'जैसे 3+2 सीटर फ़ैब्रिक सोफ़ा सेट, 2 साल पुराना'),
  ('e.g. Handmade brass diya set of 5', 'जैसे हाथ से बने पीतल के 5 दीयों का सेट'),
  ('e.g. Prestige 5 litre pressure cooker', 'जैसे Prestige 5 लीटर प्रेशर कुकर'),
  ('e.g. iPhone 13 128GB, like new', 'जैसे iPhone 13 128GB, बिल्कुल नए जैसा'),
  ('e.g. NCERT Class 12 Physics and Chemistry set', 'जैसे NCERT कक्षा 12 फ़िज़िक्स और केमिस्ट्री सेट'),
  ('e.g. Lakmé 9to5 makeup kit, sealed', 'जैसे Lakmé 9to5 मेकअप किट, सील बंद'),
  ('e.g. Banarasi silk saree, worn once', 'जैसे बनारसी सिल्क साड़ी, एक बार पहनी हुई'),
  ('e.g. Labrador puppies, 45 days old', 'जैसे लैब्राडोर के पिल्ले, 45 दिन के'),
  ('e.g. Yamaha F310 acoustic guitar', 'जैसे Yamaha F310 अकूस्टिक गिटार'),
  ('e.g. LEGO City fire station set', 'जैसे LEGO City फ़ायर स्टेशन सेट'),
  ('e.g. Mahindra 575 DI XP Plus tractor, 2019', 'जैसे Mahindra 575 DI XP Plus ट्रैक्टर, 2019'),
  ('e.g. Royal Enfield Classic 350, 2021', 'जैसे Royal Enfield Classic 350, 2021'),
  ('e.g. Maruti Suzuki Swift VXI 2019', 'जैसे Maruti Suzuki Swift VXI 2019'),
  ('e.g. Tata Ace Gold mini truck, 2020', 'जैसे Tata Ace Gold मिनी ट्रक, 2020'),
  ('e.g. Kirloskar 15 kVA diesel generator', 'जैसे Kirloskar 15 kVA डीज़ल जनरेटर'),
  ('e.g. Delivery executive needed in Andheri, own bike', 'जैसे अंधेरी में डिलीवरी एग्ज़ीक्यूटिव चाहिए, अपनी बाइक'),
  ('e.g. 2 BHK flat for rent in Whitefield', 'जैसे व्हाइटफ़ील्ड में 2 BHK फ़्लैट किराए पर'),
  ('e.g. AC repair and servicing at home', 'जैसे घर पर AC रिपेयर और सर्विसिंग')
) AS v(en, hi) WHERE c.title_placeholder = v.en;
