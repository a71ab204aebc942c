import type { LegalDocument } from './types';

export const securityPolicyEn: LegalDocument = {
  title: 'Information Security Policy',
  lastUpdated: 'April 15, 2022',
  intro: [
    'Sakura Guest Platform Inc. ("we", "us" or "our") has adopted this Information Security Policy to provide our guest web application for accommodation facilities and the related services (the "Service") securely.',
  ],
  sections: [
    {
      heading: '1. Our Commitment',
      paragraphs: [
        "As the provider of a guest identity platform for accommodation facilities, we are entrusted with personal information such as guests' names, addresses, dates of birth and nationalities, as well as payment information. Protecting these information assets from unauthorised access, leaks, tampering, loss, destruction and other threats is one of our most important responsibilities.",
        'By making sure that all our staff know and follow this Policy, we protect the confidentiality, integrity and availability of our information assets and provide a service that guests and hotels can use with confidence.',
      ],
    },
    {
      heading: '2. Scope',
      paragraphs: [
        'This Policy applies to the Service, the systems we use to develop and run it, and all information assets we handle in our business.',
        'It applies to everyone who works for us, including directors, employees, contract staff and temporary staff ("staff").',
      ],
    },
    {
      heading: '3. Organisation',
      paragraphs: [
        'We appoint a member of our management as the person responsible for information security, with clearly defined authority and responsibilities. Under that person, we maintain a structure for keeping our rules up to date, assessing risks and checking that security measures are in place.',
        'We have also appointed a person responsible for the handling of personal information, who regularly reviews how it is handled.',
        'We classify our information assets by importance and assign an owner to manage each of them properly.',
      ],
    },
    {
      heading: '4. Access Control',
      paragraphs: [
        'We control access to information assets according to business need and prevent access by anyone who is not authorised.',
      ],
      items: [
        'Access to the production environment and to personal data is granted only to the minimum number of staff who need it for their work.',
        'Multi-factor authentication is required for access with administrator privileges.',
        'Access rights are reviewed regularly and changed or removed promptly when staff change roles or leave.',
        "Each hotel's admin account is separated so that it can access only that hotel's data.",
        'We do not use personal data from the production environment for development or testing.',
      ],
    },
    {
      heading: '5. Encryption',
      paragraphs: [
        'Communications between the Service and your device, and between our systems and our service providers, are encrypted with TLS. We do not send or receive personal information over unencrypted connections.',
        'Databases and backups that contain personal data are also encrypted at rest. Encryption keys are protected by a key management system with restricted access.',
      ],
    },
    {
      heading: '6. Protecting Card Data',
      paragraphs: [
        'We do not keep credit card data in our own systems. The card number, expiry date and security code you enter are sent directly from your device to a card tokenisation service and replaced with a token.',
        'Our servers receive and store only the token, the card brand and a masked card number. We never store your full card number or your security code.',
        'Card data is processed by payment service providers and tokenisation services that comply with PCI DSS, the security standard of the payment card industry.',
        'In line with the Installment Sales Act of Japan and the Credit Card Security Guidelines issued in Japan, we work to prevent leaks and fraudulent use of card data.',
      ],
    },
    {
      heading: '7. Passwords and Sessions',
      paragraphs: [
        'Passwords are salted and transformed with a strong one-way hash function before they are stored; they are never stored in plain text. Not even our staff can see your password.',
        'We require passwords of at least 8 characters that include an upper-case letter, a lower-case letter and a number. Password reset links are sent only to your registered email address, expire after a set time, and can be resent only after a waiting period.',
        'The access tokens issued when you sign in expire after a set time and are invalidated when you sign out. If we suspect misuse, we can revoke them.',
        'We detect and limit suspicious activity, such as a large number of sign-in attempts in a short time. When you sign in with an external service, we never receive your password for that service.',
      ],
    },
    {
      heading: '8. Logging and Monitoring',
      paragraphs: [
        'We collect access, authentication, operation and error logs, protect them against tampering and keep them for as long as necessary. We do not record confidential information such as passwords or card data in logs.',
        'We monitor our systems continuously to detect signs of unauthorised access, abnormal traffic and system failures, and the staff in charge are alerted promptly when something unusual is detected.',
        'Staff access to personal data is recorded and reviewed regularly.',
      ],
    },
    {
      heading: '9. Vulnerability Management',
      paragraphs: [
        'We continuously collect information about vulnerabilities in operating systems, middleware and libraries, and apply fixes promptly according to their severity. Our software dependencies are checked automatically, and components with known vulnerabilities are updated.',
        'Before we release new functions, we carry out code reviews and security-aware testing. We also have independent third parties test the Service for vulnerabilities regularly.',
        'If you find a vulnerability, please report it to the contact in section 16. We will handle every report in good faith.',
      ],
    },
    {
      heading: '10. Backup and Business Continuity',
      paragraphs: [
        'We back up data regularly and regularly check our recovery procedures.',
        'We run the Service on a redundant system so that it can be restored quickly after a failure or disaster.',
      ],
    },
    {
      heading: '11. Incident Response and Notification',
      paragraphs: [
        'If we become aware of an information security incident, or the risk of one, we follow our established procedures to contain the damage, investigate its scope and cause, restore normal operation and put measures in place to prevent it from happening again.',
        'If a leak or similar incident involving personal data must be reported under the Act on the Protection of Personal Information, we report it to the Personal Information Protection Commission and notify the individuals affected.',
        "If a hotel's data is affected, we contact the hotel promptly. For incidents involving card data, we work with the payment service providers and card companies concerned.",
        'Where appropriate, we publish a summary of the incident and our response in the Service.',
      ],
    },
    {
      heading: '12. Supplier Management',
      paragraphs: [
        'When we choose a business to work for us, we assess its security arrangements, certifications such as PCI DSS, and where it stores data.',
        'Our contracts with suppliers cover confidentiality, a ban on use for other purposes, conditions for subcontracting, reporting of incidents, and the return or deletion of data when the contract ends. We regularly check how our suppliers handle our data.',
      ],
    },
    {
      heading: '13. Staff Training',
      paragraphs: [
        'All staff receive training on information security and personal data protection when they join us and at regular intervals after that, and sign a confidentiality undertaking.',
        'We run exercises, for example on handling suspicious emails, and make sure staff know how to report an incident. Staff who breach this Policy or our related rules may be subject to disciplinary action under our work rules.',
      ],
    },
    {
      heading: '14. Compliance and Continuous Improvement',
      paragraphs: [
        'We comply with the Act on the Protection of Personal Information, the Installment Sales Act and other laws on information security, as well as government guidelines and other applicable standards.',
        'We review this Policy and our related rules regularly, taking into account the results of internal audits, advances in technology, new threats and changes in our business, and we work to improve our information security continuously.',
      ],
    },
    {
      heading: '15. What You Can Do',
      paragraphs: ['To help keep your use of the Service safe, please:'],
      items: [
        'use a password that you do not use for other services, and keep it secret;',
        'always sign out after using a shared device;',
        'be careful with suspicious emails and websites: we will never ask for your password or card number by email or telephone;',
        'not share the QR code or check-in ID shown after check-in with others; and',
        'contact us promptly if you think your account may have been misused.',
      ],
    },
    {
      heading: '16. Contact',
      paragraphs: [
        'Please send questions about this Policy, and reports of security problems or vulnerabilities, to the address below.',
        'Sakura Guest Platform Inc., Information Security Enquiries, email: support@sakura-guest.example',
      ],
    },
  ],
  closing: ['Sakura Guest Platform Inc.'],
};
