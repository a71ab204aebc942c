import type { LegalDocument } from './types';

export const privacyPolicyEn: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'April 15, 2022',
  intro: [
    'Sakura Guest Platform Inc. ("we", "us" or "our") handles the personal information of users of our guest web application for accommodation facilities and the related services (the "Service") properly and in compliance with the Act on the Protection of Personal Information of Japan (the "APPI") and other applicable laws and guidelines, as described below.',
  ],
  sections: [
    {
      heading: '1. Who We Are',
      paragraphs: [
        'The business handling personal information in the Service is Sakura Guest Platform Inc., a company based in Tokyo that provides a guest identity platform for accommodation facilities. If you contact us at the address in section 15, we will tell you our address and the name of our representative without delay.',
        'This Policy applies to personal information we obtain through the Service. Personal information provided to a hotel through the Service is handled by that hotel under its own privacy policy and on its own responsibility.',
      ],
    },
    {
      heading: '2. Information We Collect',
      paragraphs: [
        'We collect information you enter in the Service, information provided to us by external sign-in services and hotels, and information sent automatically when you use the Service. The main categories are:',
      ],
      items: [
        'Account information: email address, password (we store only a hashed value), preferred language, and, if you sign in with a Google, Facebook or LINE account, the name, email address, profile picture and identifier provided by that service.',
        'Profile information: name (in Japanese characters, katakana and Latin letters), date of birth, gender, nationality, postal code, address, telephone number, occupation and employer.',
        'Check-in data: the name, address, date of birth, gender, nationality, occupation and telephone number of you and your companions, the number of guests, your expected arrival time and other information the hotel requires, as registered during online check-in.',
        'Health declarations: where a hotel asks for them as an infection-control measure, declarations about symptoms such as fever and about recent travel. We collect these only with your consent and use them only to provide them to that hotel for its infection control.',
        'Reservation data: the reservation number, dates of stay, room, number of guests, price and other reservation details provided by the hotel.',
        'Payment data: the card token, card brand, masked card number, payment date and time, amount and invoice details. We do not store your full card number or security code.',
        'Order and review data: the content of your mobile orders, your coupon use history, and the rating and comments you submit at check-out.',
        'Device and log data: IP address, browser type, device information, access times, pages viewed, error information and similar data.',
        'Information stored in cookies and browser storage (see section 8).',
        'Enquiry data: the content of your enquiries and your contact details.',
      ],
    },
    {
      heading: '3. How We Use Your Information',
      paragraphs: [
        'Except where permitted by law, we do not handle personal information beyond what is needed for the purposes below without your prior consent.',
        'We use the personal information we collect to:',
      ],
      items: [
        'register you as a member, verify your identity, let you sign in and manage your account;',
        'carry out online check-in, check-out and other stay procedures, and provide information to the hotel so that it can prepare its guest register and similar records;',
        'process credit card payments and display invoices and receipts;',
        'accept mobile orders and provide coupons;',
        'respond to your enquiries and send password reset emails and other important notices about the Service;',
        'prevent misuse of the Service, keep it secure and investigate faults;',
        'analyse how the Service is used, improve it and develop new functions (including by creating statistics that do not identify individuals);',
        'deal with breaches of our terms of use; and',
        'comply with our legal obligations.',
      ],
    },
    {
      heading: '4. Sharing with Your Hotel',
      paragraphs: [
        'The purpose of online check-in is to allow the hotel where you stay to prepare the guest register required by law and complete its other check-in procedures. With your consent, we provide your check-in data, health declarations, reservation data, payment data (excluding card tokens), order data, coupon use history and reviews to the hotel where you stay or whose services you use. We obtain this consent when you submit your information on each screen, which shows the hotel that will receive it.',
        'The hotel handles this information as a business handling personal information under its own privacy policy and on its own responsibility. Please contact the hotel directly with questions about how it handles your information.',
        'We store check-in data on behalf of the hotel so that it can meet its obligation to keep the guest register.',
        "If you register information about your companions, please first obtain their agreement (or, for a companion who is a minor, the agreement of the minor's legal representative).",
      ],
    },
    {
      heading: '5. Service Providers Acting for Us',
      paragraphs: [
        'We may entrust all or part of the handling of personal information to outside businesses to the extent needed for the purposes above. When we do, we choose businesses with adequate personal data protection, sign contracts with them and supervise them as necessary and appropriate.',
        'Our main service providers are:',
      ],
      items: [
        'card tokenisation services and payment service providers (processing credit card payments);',
        'cloud and hosting providers (running the systems of the Service and storing data);',
        'authentication service providers (sign-in and account management); and',
        'email delivery providers (sending password reset emails, notices and other messages).',
      ],
    },
    {
      heading: '6. Other Disclosures',
      paragraphs: [
        'We do not sell personal information to anyone, and we do not provide it to third parties for advertising.',
        'If personal information is transferred as part of a merger or other succession of our business, the successor will handle it within the purposes set out in this Policy.',
        'Apart from the cases in sections 4 and 5, we do not provide personal data to third parties without your prior consent, except where:',
      ],
      items: [
        'the law requires it;',
        "it is necessary to protect a person's life, body or property and it is difficult to obtain your consent;",
        'it is especially necessary to improve public health or promote the healthy development of children and it is difficult to obtain your consent; or',
        'we need to cooperate with a national or local government body, or a person entrusted by one, in carrying out duties prescribed by law, and asking for your consent would be likely to interfere with those duties.',
      ],
    },
    {
      heading: '7. International Transfers',
      paragraphs: [
        'Some of our service providers, such as cloud, authentication and email delivery services, may have servers outside Japan or be based outside Japan.',
        'When we provide personal data to a third party in a foreign country, we do so in accordance with the APPI: either we confirm that the third party has established a system meeting the standards of the APPI and take the necessary and appropriate measures on an ongoing basis to ensure that the data is handled properly under that system, or we obtain your prior consent.',
        'On request to the contact in section 15, we will provide information about these measures and the other matters prescribed by law.',
      ],
    },
    {
      heading: '8. Cookies and Browser Storage',
      paragraphs: [
        "The Service uses your browser's local storage and session storage to keep you signed in, remember your language and the hotel you are viewing, and temporarily save check-in details and cart contents while you are entering them. Session storage is cleared when you close the browser tab.",
        'The access token used for sign-in is deleted from your device when you sign out. If you use a shared device, please always sign out when you have finished.',
        'When you sign in with an external service or view a map, the provider of that service may collect information using cookies or similar technologies. Its handling of that information is governed by its own privacy policy.',
        'We do not use cookies in the Service for advertising by third parties. You can disable browser storage in your browser settings, but some functions of the Service, such as signing in, will then be unavailable.',
      ],
    },
    {
      heading: '9. How Long We Keep Your Information',
      paragraphs: [
        'We keep personal information only for as long as needed for its purposes and delete it without delay once it is no longer needed. The main retention periods are:',
      ],
      items: [
        'Account and profile information: until your account is deleted when you cancel your membership. After that we delete it without delay, unless we need it to meet a legal obligation or deal with a dispute.',
        'Check-in data: three years from check-out (or, if no check-out is recorded, from the end of the planned departure date), so that hotels can meet their obligation to keep the guest register. This also applies if you cancel your membership; the data is deleted when the period ends, and the records of payments and orders kept after that no longer contain it.',
        'Card tokens, card brands and masked card numbers: until you delete the card or cancel your membership.',
        'Records of payments, orders and coupon use: for the periods required by tax and other laws.',
        'Device and log data: for as long as needed to keep the Service secure and investigate faults.',
      ],
    },
    {
      heading: '10. Security Measures',
      paragraphs: [
        'If a leak, loss or damage of personal data occurs that must be reported under the APPI, we will report it to the Personal Information Protection Commission and notify the individuals concerned.',
        'We take the following measures to protect personal data. For details, please see our Information Security Policy.',
      ],
      items: [
        'Basic policy: we have adopted this Policy and our Information Security Policy to ensure personal information is handled properly.',
        'Organisational measures: we have appointed a person responsible for the handling of personal information and regularly review how it is handled.',
        'Human measures: our staff sign confidentiality undertakings and receive regular training.',
        'Physical measures: we control access to areas where personal data is handled and take steps to prevent theft or loss of equipment and documents.',
        'Technical measures: we use access control, encryption of communications, monitoring for unauthorised access, password hashing and other safeguards.',
        "Understanding the external environment: where personal data is handled in a foreign country, we take security measures based on an understanding of that country's personal data protection system.",
      ],
    },
    {
      heading: '11. Your Rights',
      paragraphs: ['Under the APPI, you may ask us to do the following for the personal data we hold about you:'],
      items: [
        'tell you the purposes for which we use it;',
        'disclose it to you, including records of its provision to third parties (you can choose how it is disclosed, for example as an electronic file);',
        'correct, add to or delete it if it is not accurate;',
        'stop using it or erase it if it is being handled in breach of the law, if we no longer need it, if a leak or similar incident has occurred, or in any other case where your rights or legitimate interests are likely to be harmed; and',
        'stop providing it to third parties if it is being provided in breach of the law or in the other cases listed above.',
      ],
    },
    {
      heading: '12. How to Make a Request',
      paragraphs: [
        'Please send requests under section 11 by email to the contact in section 15. We will respond without delay in accordance with the law after confirming that the request comes from you or your authorised representative. A representative must submit documents showing their authority.',
        'We do not charge a fee for requests. If we cannot meet a request, for example because an exception under the law applies, we will explain why.',
        'You can check and update some of your registered information yourself on My Page. For requests about information held by a hotel, please contact the hotel directly.',
        'You can also contact us at the address in section 15 with complaints or questions about how we handle personal information.',
      ],
    },
    {
      heading: '13. Minors',
      paragraphs: [
        'If you are under 18, please obtain the consent of a parent or other legal representative before using the Service and providing personal information.',
        "Information about companions who are minors should be registered by their legal representative or by a representative of the group who has the legal representative's agreement.",
      ],
    },
    {
      heading: '14. Changes to This Policy',
      paragraphs: [
        'We may change this Policy to reflect changes in the law or in the Service. We will announce important changes in the Service or by another appropriate method.',
        'If we change the purposes of use, we will do so only within the scope reasonably considered to be related to the previous purposes, and we will notify you of or publish the new purposes.',
      ],
    },
    {
      heading: '15. Contact',
      paragraphs: [
        'Please send questions about this Policy or our handling of personal information, and requests under section 11, to the address below. You can also ask us here for our address and the name of our representative.',
        'Sakura Guest Platform Inc., Personal Information Enquiries, email: support@sakura-guest.example',
      ],
    },
  ],
};
