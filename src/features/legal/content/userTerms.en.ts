import type { LegalDocument } from './types';

export const userTermsEn: LegalDocument = {
  title: 'Terms of Use for Facility Users',
  lastUpdated: 'April 15, 2022',
  intro: [
    'These Terms of Use ("Terms") set out the conditions for using the guest web application for accommodation facilities and the related services (the "Service") provided by Sakura Guest Platform Inc. ("we", "us" or "our"). Please read these Terms carefully before you use the Service.',
  ],
  sections: [
    {
      heading: 'Article 1 (Purpose and Scope)',
      paragraphs: [
        'These Terms set out the rights and obligations between you and us regarding the use of the Service, and apply to every relationship between you and us in connection with the Service.',
        'You must agree to these Terms before using the Service. If you use the Service, you are deemed to have agreed to these Terms.',
        'Any specific rules or notices that we publish in the Service form part of these Terms. If they conflict with these Terms, the specific rules or notices prevail.',
        'The accommodation contract, contracts for orders, coupon conditions and any other conditions that a hotel agrees with you (including its terms and conditions of accommodation) apply between you and that hotel separately from these Terms.',
        'If you are a minor, please obtain the consent of a parent or other legal representative before using the Service.',
      ],
    },
    {
      heading: 'Article 2 (Definitions)',
      paragraphs: ['In these Terms, the following words have the meanings given below.'],
      items: [
        '"User" means anyone who uses the Service, including Members.',
        '"Member" means a person who has registered for membership of the Service under Article 3.',
        '"Hotel" means a hotel, ryokan or other accommodation facility that has a contract with us to use the Service and that provides information or services to Users through the Service.',
        '"External Service" means an authentication service provided by Google, Facebook, LINE or another third party we designate.',
        '"Check-in Data" means the name, address, date of birth, gender, nationality, occupation, telephone number and other information about you and your companions that you register during online check-in.',
        '"Mobile Order" means the function for ordering items or making requests to a Hotel through the Service.',
        '"Coupon" means a discount or other benefit that a Hotel offers to Users through the Service.',
      ],
    },
    {
      heading: 'Article 3 (Membership and Account)',
      paragraphs: [
        'Some functions of the Service, such as credit card payment, registering a credit card and viewing your check-in history and invoices, are available to Members only.',
        'To become a Member, you apply through our registration procedure, either with an email address and password or with an External Service account as described in Article 4. We may refuse an application if it contains false information, if the applicant was previously removed for breaching these Terms, or if we otherwise reasonably consider the registration inappropriate.',
        'You must keep your name, date of birth, gender, address, telephone number and other registered information accurate and up to date, and update it promptly on My Page when it changes.',
        'You are responsible for keeping your password and other sign-in credentials safe. You must not let anyone else use your account, or lend, transfer or sell it. If you suspect that someone is using your account without permission, contact us immediately.',
        'We are not responsible for loss caused by poor management of your credentials or by their use by a third party, unless the loss results from our intentional act or negligence.',
        'You may cancel your membership at any time by following our procedure. After cancellation, your information is handled as described in our Privacy Policy. Please note that Check-in Data is kept for a set period after cancellation so that Hotels can meet their legal record-keeping obligations.',
      ],
    },
    {
      heading: 'Article 4 (Sign-in with Third-Party Accounts)',
      paragraphs: [
        'You may register for and sign in to the Service with a Google, Facebook or LINE account, or with another External Service that we designate.',
        'When you use an External Service, you must also follow its terms of use. Any dispute between you and the provider of an External Service is to be resolved between you and that provider.',
        'When you sign in with an External Service, we receive your name, email address, profile picture, identifier in that service and similar information, to the extent that you allow the External Service to share it.',
        'You may become unable to sign in to the Service if an External Service is suspended or changed, or if your account with it is deleted or suspended. In that case we are not responsible for your loss unless it results from our intentional act or negligence.',
      ],
    },
    {
      heading: 'Article 5 (Online Check-in and Check-out)',
      paragraphs: [
        'If a Hotel offers online check-in, you can look up your reservation and register your Check-in Data before you arrive.',
        "Under the Hotel Business Act and other laws, hotels in Japan must keep a guest register recording each guest's name, address, occupation and other particulars. You must register true and accurate Check-in Data for yourself and your companions.",
        "If you register Check-in Data for your companions, you must first obtain their agreement (or, for a companion who is a minor, the agreement of the minor's legal representative) to registering the data and providing it to the Hotel.",
        'The Check-in Data you register is provided to the Hotel where you are staying so that it can prepare its guest register and carry out its other operations.',
        'The QR code and check-in ID shown after you complete online check-in are used to identify you and complete procedures at the Hotel. Keep them safe and do not share them with others.',
        'Online check-in does not guarantee that an accommodation contract exists or that a room is available. In accordance with the law or its terms of accommodation, the Hotel may ask you to show identification at the front desk (a passport for foreign nationals who do not have an address in Japan).',
        'You are responsible for any disadvantage you suffer because you registered false or inaccurate Check-in Data.',
        'When you check out, you may submit a rating and comments about your stay (a "Review"). Reviews are provided to the Hotel and used to improve the services of the Hotel and of the Service.',
      ],
    },
    {
      heading: 'Article 6 (Payments)',
      paragraphs: [
        'If a Hotel offers the payment function, you can pay for your stay and other charges by credit card at check-in, at check-out or when placing a Mobile Order. You need to be a Member to pay by credit card.',
        'The contract for your stay or other charges paid through the Service is between you and the Hotel, and the Hotel charges you as the seller (merchant of record). We are not a party to that contract; we provide the system used to make the payment.',
        'The card number, expiry date and security code you enter are sent directly from your device to a card tokenisation service and replaced with a token. We never store your full card number; we keep only the token, the card brand and a masked card number.',
        "Payments are processed by a payment service provider we designate. Your card issuer's terms apply to the use of your card, and your card issuer may decline a payment.",
        'You can delete a registered card on My Page at any time.',
        'You can view your invoices in the Service. Refunds, cancellations, the details on receipts and other questions about charges are handled by the Hotel under its own rules, so please contact the Hotel. If the Hotel requires payment on site, its own payment rules apply.',
      ],
    },
    {
      heading: 'Article 7 (Mobile Orders and Coupons)',
      paragraphs: [
        'If a Hotel offers Mobile Orders, you can order items or make requests to the Hotel through the Service. You may be unable to order outside sales hours or when an item is out of stock.',
        'The contract for a Mobile Order is between you and the Hotel. The Hotel decides the content, prices, service hours, cancellation rules and other conditions of its items and services, and is responsible for providing them, for their quality and for how they are described.',
        'Persons under 20 may not order alcohol or tobacco.',
        'Coupons are offered by the Hotel, which decides their conditions, validity period and eligible items and services. Coupons cannot be exchanged for cash or transferred to anyone else.',
        "Once you mark a Coupon as used in the Service, it cannot be used again. Please follow the Hotel's instructions when using a Coupon.",
        'A Hotel may change or stop its Mobile Orders or Coupons at its own discretion.',
      ],
    },
    {
      heading: 'Article 8 (Personal Information)',
      paragraphs: [
        'We handle the personal information we obtain in providing the Service in accordance with our separate Privacy Policy.',
        'Personal information provided to a Hotel through the Service is handled by that Hotel under its own privacy policy and on its own responsibility.',
        'Our approach to information security is described in our separate Information Security Policy.',
      ],
    },
    {
      heading: 'Article 9 (Prohibited Acts)',
      paragraphs: ['When using the Service, you must not:'],
      items: [
        'break the law or public order and morals, or act in a way likely to do so;',
        'do anything connected with criminal activity;',
        "register false information or someone else's information, or impersonate another person;",
        "use another person's credit card or other payment method without proper authority;",
        'let a third party use your account, password, QR code or check-in ID, or transfer, lend or sell them;',
        'infringe the intellectual property, portrait rights, privacy or other rights or interests of us, a Hotel or any third party;',
        'post Reviews or other content that defames others or that is false, obscene or discriminatory;',
        'overload the servers or network of the Service, gain unauthorised access, reverse engineer the Service, or otherwise interfere with its operation;',
        'access the Service in bulk or collect information from it by automated means;',
        "obtain Coupons improperly or use them against the Hotel's conditions;",
        'use the Service for sales, advertising or other commercial purposes that we have not approved;',
        'provide any benefit, directly or indirectly, to anti-social forces; or',
        'do anything else that we reasonably consider inappropriate.',
      ],
    },
    {
      heading: 'Article 10 (Suspension and Termination)',
      paragraphs: [
        'If you breach these Terms or another case in this Article applies, we may suspend your use of the Service or terminate your membership. Even then, your obligation to pay under any contract made with a Hotel remains. We are not responsible for loss caused to you by these measures unless it results from our intentional act or negligence.',
        'We may, without prior notice, suspend all or part of your use of the Service or terminate your membership if:',
      ],
      items: [
        'you breach any provision of these Terms;',
        'your registered information is found to contain false statements;',
        'fraudulent use of a credit card or other payment fraud is discovered;',
        'you do not reply to our notices or enquiries for 90 days or more;',
        'we determine that you are, or have ties with, anti-social forces; or',
        'we otherwise reasonably consider your use of the Service inappropriate.',
      ],
    },
    {
      heading: 'Article 11 (Intellectual Property)',
      paragraphs: [
        'Copyright, trademarks and other intellectual property rights in the programs, designs, text, images, logos and other elements of the Service belong to us or to third parties who hold the rights. These Terms do not give you any licence to use these rights beyond what is needed to use the Service.',
        'Rights in hotel information, nearby spot information and other information provided by Hotels or third parties belong to their respective owners.',
        "For Reviews and other content you submit to the Service, you grant us and the Hotel concerned a free, non-exclusive licence to use that content (including copying and editing it) to the extent needed to provide and improve the Service and the Hotel's services.",
      ],
    },
    {
      heading: 'Article 12 (Changes, Interruption and End of the Service)',
      paragraphs: [
        'The functions available in the Service differ from Hotel to Hotel. Some or all of the Service may become unavailable at a particular Hotel if the Hotel changes its settings or its contract with us ends.',
        'We may change the content of the Service, or stop providing it, after giving reasonable advance notice.',
        'We may interrupt all or part of the Service temporarily without prior notice if:',
      ],
      items: [
        'we carry out maintenance or updates of the systems of the Service;',
        'an earthquake, lightning, fire, power cut, natural disaster or other force majeure event makes it difficult to provide the Service;',
        'a failure of computers or communication lines, unauthorised access by a third party or a similar event occurs;',
        'an External Service, payment service provider or other contractor stops its service; or',
        'we otherwise reasonably consider an interruption necessary.',
      ],
    },
    {
      heading: 'Article 13 (Disclaimer and Limitation of Liability)',
      paragraphs: [
        'We do not guarantee that the Service is free from factual or legal defects (including defects in safety, reliability, accuracy, completeness, fitness for a particular purpose or security, errors, bugs and infringements of rights). We will make reasonable efforts to remove such defects.',
        'Hotels are responsible for the accommodation, items, services, Coupons, hotel information and other content they provide. If a dispute arises between you and a Hotel, we will cooperate to a reasonable extent where needed to help resolve it.',
        'If you suffer loss for a reason attributable to us, we will compensate you for it. However, our liability is limited to 1,000 yen.',
        'The limit in the preceding paragraph does not apply if the loss results from our wilful misconduct or gross negligence. It also does not affect any right you have against a Hotel under your contract with the Hotel, such as a right to a refund.',
        'If the Consumer Contract Act or another law makes all or part of this Article invalid, the law prevails.',
      ],
    },
    {
      heading: 'Article 14 (Changes to These Terms)',
      paragraphs: [
        'We may change these Terms without your individual consent under Article 548-4 of the Civil Code if the change is in the general interest of Users, or if the change does not conflict with the purpose of the contract for the Service and is reasonable in light of the need for the change, the appropriateness of the new content and the other circumstances of the change.',
        'When we change these Terms, we will announce the new content and its effective date in the Service or by another appropriate method, a reasonable period before the change takes effect.',
      ],
    },
    {
      heading: 'Article 15 (Governing Law and Jurisdiction)',
      paragraphs: [
        'These Terms are governed by the laws of Japan.',
        'Unless the law provides otherwise, the Tokyo District Court has exclusive jurisdiction as the court of first instance over any dispute between you and us concerning the Service or these Terms.',
      ],
    },
    {
      heading: 'Article 16 (Notices and Contact)',
      paragraphs: [
        'We send notices to you by posting them in the Service or by email to your registered email address. A notice sent by email is deemed to have reached you when it would normally arrive.',
        'For questions about the Service, please contact us at the address below. For questions about your stay, orders, Coupons, refunds or anything else provided by a Hotel, please contact the Hotel directly.',
        'Sakura Guest Platform Inc., Customer Support, email: support@sakura-guest.example',
      ],
    },
  ],
  closing: ['Supplementary provision: These Terms apply from April 15, 2022.'],
};
