import type { LegalDocument } from './types';

export const hotelTermsEn: LegalDocument = {
  title: 'Terms of Use for Facility Operators',
  lastUpdated: 'April 15, 2022',
  intro: [
    'These Terms of Use ("Terms") set out the conditions under which Sakura Guest Platform Inc. ("we", "us" or "our") provides the guest web application and related services (the "Service") to businesses that operate accommodation facilities.',
  ],
  sections: [
    {
      heading: 'Article 1 (Purpose and Scope)',
      paragraphs: [
        'These Terms set out the rights and obligations between the Operator and us regarding the use of the Service, and apply to every relationship between the Operator and us in connection with the Service.',
        'Our price list, the conditions stated in the application form and any other individual arrangements (the "Individual Conditions") form part of these Terms. If the Individual Conditions conflict with these Terms, the Individual Conditions prevail.',
        'Our relationship with Guests is governed separately by our Terms of Use for Facility Users and our Privacy Policy.',
      ],
    },
    {
      heading: 'Article 2 (Definitions)',
      paragraphs: ['In these Terms, the following words have the meanings given below.'],
      items: [
        '"Operator" or "you" means a business operating a hotel, ryokan or other accommodation facility that has agreed to these Terms, applied to use the Service through our procedure and been accepted by us.',
        '"Contract" means the contract for the use of the Service made between you and us under these Terms.',
        '"Guest" means a person who stays or intends to stay at your facility and uses the Service.',
        '"Check-in Data" means the name, address, date of birth, gender, nationality, occupation, telephone number and other information about Guests and their companions that Guests register during online check-in.',
        '"Published Content" means the facility information, images, item information, coupons, guidance and other information you publish in the Service.',
        '"Admin Account" means the account we issue to you for configuring and managing the Service.',
        '"Fees" means the charges you pay us for the Service.',
      ],
    },
    {
      heading: 'Article 3 (The Service)',
      paragraphs: [
        'Each function of the Service is enabled for you according to the plan you applied for and the Individual Conditions.',
        'To use credit card payments, you must make any necessary separate agreement with the payment service provider we designate. Amounts paid by Guests are paid to you under that agreement.',
        'The main functions of the Service we provide to you are:',
      ],
      items: [
        'online check-in by Guests (reservation look-up, registration of Guest and companion details, and issue of a QR code and check-in ID);',
        'check-out and collection of Guest reviews of their stay;',
        'credit card payment through the payment service provider, and display of invoices;',
        'mobile ordering (receiving orders for items and requests for services);',
        'issuing coupons and managing their use;',
        'publishing facility information, Wi-Fi guidance, nearby spot guides and other information; and',
        'viewing and exporting Check-in Data through the Admin Account.',
      ],
    },
    {
      heading: 'Article 4 (Application and Contract)',
      paragraphs: [
        'A business wishing to use the Service must agree to these Terms and apply using our application form. The Contract is formed when we notify the applicant that we accept the application.',
        "We may refuse an application if it contains false information, if the applicant does not hold the licence or other authorisation required under the Hotel Business Act or other laws, if the applicant's contract with us was previously terminated for a breach of these Terms, if the applicant falls under the anti-social forces defined in Article 15, or if we otherwise reasonably consider the application inappropriate.",
        'Once the Contract is formed, we issue an Admin Account to you. You are responsible for keeping the credentials of the Admin Account safe, and any act performed through the Admin Account is treated as your act.',
        'If your trade name, address, contact person, contact details or other application details change, you must notify us promptly through our procedure.',
      ],
    },
    {
      heading: 'Article 5 (Fees and Payment)',
      paragraphs: [
        'You must pay us the Fees set out in the Individual Conditions, plus the applicable consumption tax.',
        'Fees are calculated monthly. We calculate the Fees for each month as of the last day of that month and invoice you, and you must pay the invoiced amount by bank transfer to the account we designate by the last day of the following month. Bank transfer charges are borne by you.',
        'If you pay late, you must pay us late payment charges on the unpaid amount at the rate of 14.6 percent per year (calculated daily on the basis of a 365-day year) from the day after the due date until the date of payment.',
        'Fees we have received are not refundable, except where the reason is attributable to us or the law provides otherwise.',
        'We may change the Fees because of changes in economic conditions, changes to the Service or other circumstances. In that case we will notify you of the change and the date from which it applies at least one month before that date.',
        'If you do not accept a change to the Fees, you may cancel the Contract by notifying us no later than the day before the change applies. If you continue to use the Service on or after that date, you are deemed to have accepted the new Fees.',
      ],
    },
    {
      heading: 'Article 6 (Your Responsibilities)',
      paragraphs: [
        'Under the Hotel Business Act and other laws, you are yourself responsible for keeping a guest register, recording the required particulars in it and retaining it for the required period. The Service helps you meet these obligations; it does not perform them on your behalf.',
        'You must check the Check-in Data and, at the front desk or elsewhere, carry out on your own responsibility the identity checks required by law (including asking foreign Guests who do not have an address in Japan to present their passport and keeping a copy of it).',
        'You are responsible for ensuring that the Published Content is accurate and up to date, complies with the law and does not infringe the rights of others. You grant us a free licence to use the Published Content (including copying, translating and displaying it) to the extent needed to provide the Service.',
        'You are fully responsible, as seller or provider, for the items and services you offer through mobile ordering and for the coupons you issue, including the display of prices and tax, stock management, delivery, returns and refunds, age checks when selling alcohol, food labelling and other legal compliance, and dealing with Guests.',
        'The contract for accommodation charges and other amounts that Guests pay through the Service is between you and the Guest. As the seller, you issue receipts, handle refunds and deal with Guests.',
        'If a dispute arises between you and a Guest, you must resolve it at your own cost and responsibility.',
      ],
    },
    {
      heading: "Article 7 (Guests' Personal Data)",
      paragraphs: [
        'You handle the Check-in Data, reservation data, order data, reviews and other personal data of Guests that you obtain through the Service lawfully and properly, on your own responsibility, as a business handling personal information (the data controller) under the Act on the Protection of Personal Information.',
        "You must publish your own privacy policy and take the steps the law requires, including specifying and notifying or publishing the purposes of use, obtaining any necessary consent, taking security measures and responding to Guests' requests for disclosure and other rights.",
        "We handle Guests' personal data on your behalf to the extent needed to provide the Service, and we also handle the personal data we obtain directly from Guests in accordance with our Privacy Policy. We do not use personal data that we handle on your behalf for any purpose other than providing the Service.",
        "You must limit the staff who use the Admin Account to the minimum necessary and supervise them properly so that Guests' personal data is not misused or leaked.",
        "If either of us becomes aware of a leak, loss or damage of Guests' personal data, or the risk of one, it will notify the other immediately, and we will cooperate to prevent further harm, investigate the cause, report to the Personal Information Protection Commission, notify the individuals concerned and take any other steps the law requires.",
      ],
    },
    {
      heading: 'Article 8 (Data Retention)',
      paragraphs: [
        "We keep Check-in Data for three years from the Guest's check-out (or, where no check-out is recorded in the Service, from the end of the planned departure date) and delete it promptly after that period. Records of orders, payments and sales that we keep for longer under tax and other laws no longer contain the Check-in Data. Deleted data cannot be restored.",
        'During the retention period you can view Check-in Data through the Admin Account and export it by the method we provide. If you need to keep the data for longer, you must export and store it yourself within the retention period.',
        'Even after the Contract ends, we keep Check-in Data until the end of the retention period in this Article, taking into account your legal retention obligations, and provide it to you on request by the method we specify.',
        'The retention periods for other data (including data on orders, payments and reviews) follow our Privacy Policy and our internal standards.',
      ],
    },
    {
      heading: 'Article 9 (Service Availability and Maintenance)',
      paragraphs: [
        'We aim to provide the Service 24 hours a day, 365 days a year, but we do not guarantee that it will always be available.',
        'If we need to stop the Service for planned maintenance, we will normally notify you through the Admin Account or by email at least seven days in advance.',
        'We may add, change or remove functions of the Service. If a change will significantly affect you, we will notify you a reasonable period in advance.',
        'We may suspend all or part of the Service temporarily without prior notice if:',
      ],
      items: [
        'urgent maintenance or security measures are needed;',
        'an earthquake, lightning, fire, power cut, natural disaster or other force majeure event makes it difficult to provide the Service;',
        'a failure of computers or communication lines, unauthorised access by a third party or a similar event occurs;',
        'the service of a payment service provider, external authentication service, hosting provider or other third party stops; or',
        'we otherwise reasonably consider a suspension necessary.',
      ],
    },
    {
      heading: 'Article 10 (Prohibited Acts)',
      paragraphs: ['When using the Service, you must not:'],
      items: [
        'break the law, public order and morals, or these Terms;',
        'publish false facility or item information or other content that may mislead Guests;',
        "use Guests' personal data, or provide it to third parties, in breach of the law or these Terms;",
        'infringe the intellectual property, privacy or other rights or interests of us or any third party;',
        'overload the servers or network of the Service, gain unauthorised access, reverse engineer the Service, or otherwise interfere with its operation;',
        'let a third party use the Admin Account, or transfer or lend it;',
        'resell the Service or let third parties use it (other than use by Guests of your facility);',
        'transfer your position under the Contract, or your rights and obligations under it, to a third party or offer them as security without our prior written consent; or',
        'do anything else that we reasonably consider inappropriate.',
      ],
    },
    {
      heading: 'Article 11 (Suspension)',
      paragraphs: [
        'Unless the reason is attributable to us, you remain liable to pay the Fees while the Service is suspended under this Article.',
        'We may suspend all or part of the Service without prior notice if:',
      ],
      items: [
        'you breach any provision of these Terms;',
        'you are late in paying the Fees;',
        'your application or notified details are found to be false;',
        'unauthorised use of the Admin Account or another security threat occurs or is likely to occur;',
        'we consider it necessary to protect the rights or interests of Guests or third parties; or',
        'we otherwise reasonably consider it necessary to suspend the Service.',
      ],
    },
    {
      heading: 'Article 12 (Term, Cancellation and Termination)',
      paragraphs: [
        'The term of the Contract is as set out in the Individual Conditions. If they do not set a term, the Contract runs for one year from the date it is formed and renews automatically for further one-year periods on the same conditions unless either party gives notice to end it at least one month before the term expires.',
        'You may cancel the Contract by notifying us through our procedure at least one month before the date on which you want it to end.',
        'When the Contract ends (including by termination under this Article), you must immediately pay any unpaid Fees, and Check-in Data is handled as set out in Article 8.',
        'We may terminate all or part of the Contract with immediate effect by notice to you if:',
      ],
      items: [
        'you breach these Terms and do not remedy the breach within a reasonable period after we ask you to;',
        'you do not pay the Fees within a reasonable period after the due date and our reminder;',
        'you suspend payments or become insolvent, or a petition is filed for bankruptcy, civil rehabilitation, corporate reorganisation or special liquidation proceedings against you;',
        'you become subject to a petition for attachment, provisional attachment, provisional disposition, compulsory execution or auction;',
        'your business licence or other authorisation under the Hotel Business Act or other laws is revoked or you are ordered to suspend your business; or',
        'another serious reason arises that makes it difficult to continue the Contract.',
      ],
    },
    {
      heading: 'Article 13 (Liability)',
      paragraphs: [
        'We do not guarantee that the Service will suit your particular purpose, have the functions, accuracy or usefulness you expect, or run without interruption or errors.',
        'We are not liable for loss caused to you by the services of payment service providers, external authentication services, telecommunications carriers or other third parties, unless the reason is attributable to us.',
        'If we are liable to you for damages in connection with the Service, our liability is limited to ordinary and direct loss actually incurred by you, and the amount is capped at the total Fees we actually received from you in the three months before the event that caused the loss. If we received no Fees in that period, the cap is 1,000 yen.',
        'The limits in the preceding paragraph do not apply if the loss results from our wilful misconduct or gross negligence.',
        "If you breach these Terms and cause us loss, you must compensate us for it. If a Guest or other third party makes a claim against us concerning the Published Content, the items, services or coupons you provide, or your handling of personal data, you must resolve the claim at your own cost and responsibility and compensate us for any resulting loss (including reasonable lawyers' fees).",
      ],
    },
    {
      heading: 'Article 14 (Confidentiality)',
      paragraphs: [
        'In this Article, "Confidential Information" means technical, business or other information disclosed by one party to the other in connection with the Contract and marked as confidential at the time of disclosure, as well as Guests\' personal data.',
        "Neither party may disclose or leak the other party's Confidential Information to any third party without the other party's prior written consent, or use it for any purpose other than the Contract. This does not apply where disclosure is required by law or by an order of a court or government authority, or where we disclose information to our contractors under equivalent obligations to the extent needed to provide the Service.",
        "The obligations in this Article continue for three years after the Contract ends. Obligations concerning Guests' personal data continue without time limit.",
        "The following information, other than Guests' personal data, is not Confidential Information:",
      ],
      items: [
        'information that was already public when it was disclosed;',
        'information that became public after disclosure through no fault of the recipient;',
        'information that the recipient already lawfully held when it was disclosed;',
        'information lawfully obtained from an authorised third party without a duty of confidentiality; and',
        'information that the recipient developed independently without using Confidential Information.',
      ],
    },
    {
      heading: 'Article 15 (Exclusion of Anti-Social Forces)',
      paragraphs: [
        'In this Article, "anti-social forces" means organised crime groups (boryokudan), their members, persons who ceased to be members less than five years ago, quasi-members, companies associated with organised crime groups, corporate racketeers (sokaiya), groups engaging in criminal activities under the pretext of social or political movements, organised crime groups specialising in intellectual crimes, and any other persons equivalent to them.',
        "Each party undertakes that neither it nor any third party acting for it will make violent demands or unjust demands beyond legal responsibility, use threatening words or violence in connection with transactions, damage the other party's reputation or obstruct its business by spreading rumours, using fraudulent means or using force, or do anything equivalent.",
        'If the other party breaches any representation, warranty or undertaking in this Article, either party may terminate the Contract immediately without any reminder. The terminating party is not liable for any loss the other party suffers because of the termination.',
        'Each party represents and warrants that neither it nor any of its officers (directors, executive officers, company auditors and persons in equivalent positions), now or in the future, is an anti-social force, or:',
      ],
      items: [
        'has a relationship in which anti-social forces are recognised as controlling its management;',
        'has a relationship in which anti-social forces are recognised as being substantially involved in its management;',
        'has a relationship recognised as making improper use of anti-social forces, such as for the purpose of gaining an unfair profit for itself or a third party or causing damage to a third party;',
        'has a relationship recognised as involving the provision of funds or other benefits to anti-social forces; or',
        'has officers or persons substantially involved in its management who have socially reprehensible relationships with anti-social forces.',
      ],
    },
    {
      heading: 'Article 16 (Changes to These Terms and Notices)',
      paragraphs: [
        'We may change these Terms under Article 548-4 of the Civil Code if the change is in the general interest of Operators, or if the change does not conflict with the purpose of the Contract and is reasonable in light of the need for the change, the appropriateness of the new content and the other circumstances of the change.',
        'When we change these Terms, we will notify you of the new content and its effective date through the Admin Account or by email, normally at least one month before the effective date.',
        'We send notices to you by posting them in the Admin Account or by email to the address you have registered with us. A notice sent by email is deemed to have reached you when it would normally arrive.',
      ],
    },
    {
      heading: 'Article 17 (Governing Law, Jurisdiction and Consultation)',
      paragraphs: [
        'These Terms and the Contract are governed by the laws of Japan.',
        'The Tokyo District Court has exclusive jurisdiction as the court of first instance over any dispute between you and us concerning the Service, these Terms or the Contract.',
        'Any matter not covered by these Terms, or any doubt about their interpretation, will be resolved through good-faith consultation between you and us.',
      ],
    },
    {
      heading: 'Article 18 (Contact)',
      paragraphs: [
        'For questions about these Terms or the Service, please contact us at the address below.',
        'Sakura Guest Platform Inc., Customer Support, email: support@sakura-guest.example',
      ],
    },
  ],
  closing: ['Supplementary provision: These Terms apply from April 15, 2022.'],
};
