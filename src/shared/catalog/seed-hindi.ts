// The seeded items' Hindi (PRODUCT.md "Hindi"), written for a shop's shelf rather than word for word,
// and staff's search words: the Latin spellings shoppers type on a phone.

export type SeedHindi = { nameHi: string; descriptionHi: string; searchTerms: string };

/** By catalogue item id: SPEC's twelve products and six bundles. */
export const seedHindi: Readonly<Record<string, SeedHindi>> = {
  "1": {
    nameHi: "कच्ची घानी सरसों का तेल, हाइड्रॉलिक प्रेस 1 लीटर",
    descriptionHi: "अपने खेत की पीली और काली सरसों से हाइड्रॉलिक प्रेस में ठंडा पेरा गया 1 लीटर कच्ची घानी सरसों का तेल। तेज़ ख़ुशबू, असली झाँस, कुछ भी रिफ़ाइन करके निकाला नहीं गया।",
    searchTerms: "sarson sarso kachi kacchi ghani tel hydraulic",
  },
  "2": {
    nameHi: "लकड़ी की घानी का सरसों तेल 1 लीटर",
    descriptionHi: "पारंपरिक लकड़ी के कोल्हू में धीरे-धीरे पेरा गया 1 लीटर सरसों का तेल, ताकि दाना कभी गरम न हो। गाढ़ा, सुनहरा और गाँव की रसोई के स्वाद से भरपूर।",
    searchTerms: "sarson sarso kachi kacchi ghani lakdi kolhu tel",
  },
  "3": {
    nameHi: "ऑर्गेनिक अरहर दाल 500 ग्राम",
    descriptionHi: "बिना पॉलिश की 500 ग्राम ऑर्गेनिक अरहर (तुअर) दाल, बिना रासायनिक खाद के उगाई और हाथ से साफ़ की गई। रोज़ के दाल-चावल के लिए आसानी से गल जाती है।",
    searchTerms: "arhar toor tur tuvar dal",
  },
  "4": {
    nameHi: "उड़द दाल",
    descriptionHi: "500 ग्राम ऑर्गेनिक उड़द दाल, बिना पॉलिश की: गाढ़ी दाल मखनी और इडली-डोसे के घोल के लिए।",
    searchTerms: "urad udad urd dal",
  },
  "5": {
    nameHi: "पंचरत्न दाल",
    descriptionHi: "राजस्थानी तरीक़े से मिलाई गई पाँच ऑर्गेनिक दालें, 500 ग्राम: अरहर, चना, मूंग, उड़द और मसूर। भरपेट पंचमेल दाल के लिए।",
    searchTerms: "panchratna panchmel dal",
  },
  "6": {
    nameHi: "मूंग दाल",
    descriptionHi: "500 ग्राम ऑर्गेनिक पीली मूंग दाल, पेट के लिए हल्की और झटपट पकने वाली: खिचड़ी, चीला या सादी तड़के वाली दाल।",
    searchTerms: "moong mung dhuli dal",
  },
  "7": {
    nameHi: "साबुत मूंग",
    descriptionHi: "500 ग्राम साबुत हरी मूंग, ऑर्गेनिक और बिना पॉलिश की: अंकुरित मूंग, मूंग की सब्ज़ी और चीले के लिए।",
    searchTerms: "sabut hari moong mung",
  },
  "8": {
    nameHi: "मसूर दाल",
    descriptionHi: "500 ग्राम ऑर्गेनिक धुली लाल मसूर, जो पंद्रह मिनट में पक जाती है: मन को सुकून देने वाली मसूर दाल के लिए।",
    searchTerms: "masoor masur lal dal",
  },
  "9": {
    nameHi: "साबुत मसूर",
    descriptionHi: "500 ग्राम साबुत भूरी मसूर, ऑर्गेनिक और बिना पॉलिश की, पंजाबी तरीक़े से धीमी आँच पर पकाने के लिए।",
    searchTerms: "sabut masoor masur",
  },
  "10": {
    nameHi: "चना दाल",
    descriptionHi: "500 ग्राम ऑर्गेनिक चना दाल, सोंधी और दानेदार: चना दाल फ़्राई, हलवे और घर के बेसन के लिए।",
    searchTerms: "chana channa dal",
  },
  "11": {
    nameHi: "साबुत काला चना",
    descriptionHi: "500 ग्राम ऑर्गेनिक साबुत काला चना: चना मसाला, सुंडल और भुने चने के लिए।",
    searchTerms: "sabut kala chana channa",
  },
  "12": {
    nameHi: "कठिया गेहूँ का दलिया",
    descriptionHi: "हमारे खेतों के कठिया गेहूँ का 500 ग्राम दलिया, चक्की में मोटा दरदरा: मीठे या नमकीन दलिये के नाश्ते के लिए।",
    searchTerms: "kathiya daliya dalia gehun",
  },
  "bundle-1": {
    nameHi: "15 दिन का स्टार्टर पैक",
    descriptionHi: "हमारी रसोई का पहला स्वाद: 1 लीटर हाइड्रॉलिक प्रेस सरसों तेल के साथ ऑर्गेनिक अरहर और मूंग दाल, दो हफ़्ते के रोज़ के खाने के लिए काफ़ी।",
    searchTerms: "starter combo sarson arhar moong",
  },
  "bundle-2": {
    nameHi: "सरसों तेल की जोड़ी",
    descriptionHi: "हाइड्रॉलिक प्रेस और लकड़ी की घानी, दोनों का एक-एक लीटर सरसों तेल: दोनों का फ़र्क़ साथ रखकर चखिए।",
    searchTerms: "sarson tel jodi combo kachi ghani",
  },
  "bundle-3": {
    nameHi: "सेहतमंद अनाज कॉम्बो",
    descriptionHi: "कठिया दलिया, साबुत मूंग और साबुत मसूर: नाश्ते और हल्के रात के खाने के लिए धीरे पचने वाला अनाज और प्रोटीन।",
    searchTerms: "daliya moong masoor combo",
  },
  "bundle-4": {
    nameHi: "पूरे परिवार का पैक",
    descriptionHi: "दो लीटर सरसों तेल, पाँच ऑर्गेनिक दालें और दलिया: चार लोगों के परिवार का महीने भर का राशन।",
    searchTerms: "family pack rashan sarson dal daliya",
  },
  "bundle-5": {
    nameHi: "महीने भर का तेल पैक",
    descriptionHi: "तीन लीटर सरसों तेल, हाइड्रॉलिक प्रेस और लकड़ी की घानी वाला, ताकि महीना ख़त्म होने से पहले रसोई में तेल ख़त्म न हो।",
    searchTerms: "mahina monthly sarson tel",
  },
  "bundle-6": {
    nameHi: "ऑर्गेनिक दाल-दलिया पैक",
    descriptionHi: "चना दाल, साबुत काला चना, पंचरत्न दाल और दलिया, सब ऑर्गेनिक और बिना पॉलिश: साबुत अनाज से भरी रसोई के लिए।",
    searchTerms: "organic chana panchratna daliya",
  },
};
