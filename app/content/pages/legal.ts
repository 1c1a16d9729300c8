import type { LegalPageContent } from "../types";

/** The privacy policy and the website terms, written plainly for a B2B services site. */
export const LEGAL_PAGES: LegalPageContent[] = [
  {
    slug: "privacy-policy",
    family: "legal",
    template: "legal",
    seoTitle: "Privacy Policy: How We Handle Your Data",
    description:
      "What our contact form collects, how we count visits without cookies, how long we keep data, who processes it and how to use your GDPR, CCPA and DPDP rights.",
    title: "Privacy Policy",
    updated: "2026-11-29",
    sections: [
      {
        heading: "Who we are and what this policy covers",
        paragraphs: [
          "We provide managed IT services, staffing and support for businesses and for other managed service providers, with teams in the United States and India. This policy explains how we handle personal data that we receive through this website.",
          "It covers visits to our public pages and messages sent through our contact form. Personal data that we process while delivering services to a client is governed by the contract and data processing terms agreed with that client, not by this page.",
        ],
      },
      {
        heading: "Information we collect",
        paragraphs: [
          "When you use the contact form, we collect the details you type in: your name, email address, phone number, company name and your message. Name, email address and message are required; phone and company are optional.",
          "With each submission we also record the IP address it came from, your browser's user-agent string and the time it was sent. We use these only to prevent abuse, such as automated spam or repeated submissions from one address.",
          'Browsing our public pages does not require you to give us any personal data. Our hosting provider processes technical request data, such as IP addresses, in order to deliver pages and protect the site from attacks. We count visits without cookies, as described under "Visit statistics without cookies" below.',
          "This website is intended for business users and is not directed at children. We do not knowingly collect personal data from anyone under 18.",
        ],
      },
      {
        heading: "How we use your information",
        paragraphs: [
          "We use the details you send to answer your enquiry, to discuss the services you asked about and, if you become a client, to prepare a proposal or agreement.",
          "We do not add you to marketing mailing lists because you contacted us, and we do not sell, rent or trade your personal data. If we would like to send you news or offers later, we will ask for your permission first.",
        ],
      },
      {
        heading: "Legal bases for processing",
        paragraphs: [
          "Where the EU or UK General Data Protection Regulation applies, we rely on our legitimate interest in responding to business enquiries and, where you ask about our services, on steps taken at your request before entering into a contract.",
          "Recording IP addresses and browser details for abuse prevention rests on our legitimate interest in keeping the form usable and the website secure. Under India's Digital Personal Data Protection Act, 2023, we process the details you choose to send us only to deal with your enquiry, a use the Act permits for data given voluntarily for a stated purpose, and you may ask us to stop at any time.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "Our public pages do not set advertising, analytics or cross-site tracking cookies, and we do not use third-party advertising networks.",
          "The only cookie our own software sets is a session cookie for signed-in staff in the administration area. It is strictly necessary for that area to work, is marked secure and HTTP-only, and is never set for ordinary visitors.",
          "Our hosting provider may set a short-lived security cookie when it needs to distinguish people from automated traffic. That cookie is used only for protecting the site.",
        ],
      },
      {
        heading: "Who processes your data",
        paragraphs: [
          "The website and its database are hosted on Cloudflare, which acts as our processor under its data processing terms. Messages you send through the form are stored in that database and read by our authorised staff.",
          "We may share information with professional advisers, or with authorities where the law requires it. We do not pass contact-form data to anyone for their own marketing.",
        ],
      },
      {
        heading: "International transfers",
        paragraphs: [
          "Cloudflare runs a global network, so your request may be handled in a data centre outside your country. Our staff who respond to enquiries work in the United States and India.",
          "Where data from the European Economic Area or the United Kingdom is transferred to a country without an adequacy decision, we rely on safeguards such as the European Commission's standard contractual clauses, including those in our processor's terms.",
        ],
      },
      {
        heading: "How long we keep it",
        paragraphs: [
          "Enquiries that do not lead to a business relationship are deleted no later than 24 months after our last exchange with you, and sooner if you ask. The IP address and browser details stored with a submission are deleted together with it.",
          "If you become a client, relevant correspondence becomes part of our client records and is kept for as long as the contract and applicable accounting and tax rules require.",
        ],
      },
      {
        heading: "How we protect it",
        paragraphs: [
          "All traffic to this website is encrypted with TLS. Access to submitted enquiries is limited to staff accounts that need it, protected by passwords and optional multi-factor authentication, and administrative actions are logged.",
          "No system is perfectly secure. If a breach affecting your personal data occurs, we will notify you and the relevant authorities where the law requires us to.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          "Under the GDPR you may ask to access, correct or erase your personal data, restrict or object to our processing, and receive your data in a portable format. You may also complain to your local data protection authority.",
          "California residents have rights under the CCPA, as amended by the CPRA, to know what personal information we hold, to have it deleted or corrected, and to opt out of its sale or sharing. We do not sell or share personal information as those laws define it, and we will not treat you differently for using these rights.",
          "Under India's Digital Personal Data Protection Act, 2023, you may request a summary of your data and how it is processed, ask for correction or erasure, withdraw any consent you have given, nominate another person to act for you and seek redress of grievances.",
          "To use any of these rights, contact us as described in the final section. We will answer within one month, or sooner where local law sets a shorter period, and may ask you to confirm your identity first.",
        ],
      },
      {
        heading: "Links to other services",
        paragraphs: [
          "Our chat, booking and social media links open services run by other companies, such as a messaging app or a scheduling tool. Once you follow those links, that company's own privacy policy applies to what you share there.",
        ],
      },
      {
        heading: "Changes to this policy and how to reach us",
        paragraphs: [
          "We update this policy when our practices or the law change, and the date at the top shows the latest revision. Significant changes will be highlighted on this page for a reasonable period.",
          'For privacy questions or requests, please see the contact section of our home page for our email address and phone numbers, and mention "privacy" in your message so it reaches the right person.',
        ],
      },
      {
        heading: "Visit statistics without cookies",
        paragraphs: [
          "To learn which pages are useful, our own server counts page views as it delivers them. We use no tracking script, no cookies and no outside analytics service, and nothing is stored on your device.",
          "For each view we count the page, the website that linked to it (its domain name only), the campaign tags in the link you followed (utm_source, utm_medium and utm_campaign), the country your connection comes from, and whether you use a desktop, a phone or a tablet.",
          "To count visitors without identifying anyone, we combine your IP address, your browser's user-agent string and our website's name with a random value that changes every day, and keep only a one-way hash of them. Your IP address and user-agent are not stored for statistics, each day's random value is destroyed when the day ends, and nobody can recognise the same visitor from one day to the next.",
          "If you send the contact form, the same day's hash lets us note with your enquiry which page you first opened that day, the website you came from and the campaign tags, so we know which pages bring enquiries. The per-visitor records that make this possible are deleted within 48 hours; the daily totals hold no personal data and are kept for 25 months.",
          "We do not count automated traffic such as search engine crawlers and monitoring tools, pages your browser loads in advance without showing them, addresses that do not exist (counted separately so we can fix broken links), or visits by our signed-in staff. This counting rests on our legitimate interest in understanding how our website is used.",
        ],
      },
    ],
  },
  {
    slug: "terms-of-service",
    family: "legal",
    template: "legal",
    seoTitle: "Terms of Service for Using This Website",
    description:
      "The terms for using our website: what the site offers, acceptable use, contact form submissions, intellectual property, third-party links and liability limits.",
    title: "Terms of Service",
    updated: "2026-11-01",
    sections: [
      {
        heading: "About these terms",
        paragraphs: [
          "These terms apply to your use of this website. By browsing it or sending us a message through it, you agree to them. If you do not agree, please do not use the site.",
          "They do not govern the IT services we deliver to clients. Those services are provided only under a separate written agreement, and where that agreement conflicts with anything here, the agreement prevails.",
        ],
      },
      {
        heading: "What the website is for",
        paragraphs: [
          "The site describes our managed IT, support, staffing and ConnectWise services and lets businesses get in touch with us. Descriptions, response times and figures shown here are general information, not an offer capable of acceptance.",
          "Specific commitments, such as service levels, prices and deliverables, become binding only when they are written into a signed proposal, statement of work or service agreement.",
        ],
      },
      {
        heading: "Acceptable use",
        paragraphs: [
          "You may read, link to and share our public pages for lawful purposes. You must not try to gain unauthorised access to the site, its administration area or its hosting, interfere with its operation, or test its security without our written permission.",
          "Automated scraping that places an unreasonable load on the site, and use of the site to send spam or harmful content, are not permitted. We may block traffic that appears to break these rules.",
        ],
      },
      {
        heading: "Messages you send us",
        paragraphs: [
          "When you use the contact form, please give accurate details and send only information you are entitled to share. Do not include passwords, payment card numbers or sensitive personal data in your message.",
          "The form is protected against abuse, and repeated submissions from one address within a short period may be refused. Our privacy policy explains how we handle what you send.",
        ],
      },
      {
        heading: "Staff area",
        paragraphs: [
          "Parts of this website are reserved for our authorised staff. Accounts are personal, must not be shared, and may be suspended at any time. Any attempt to access these areas without authorisation is prohibited.",
        ],
      },
      {
        heading: "Intellectual property",
        paragraphs: [
          "The text, design, graphics and code of this website belong to us or our licensors and are protected by copyright and other laws.",
          "You may quote short passages with a link back to the source page. Copying substantial parts of the site, or reusing its content to promote another business, needs our prior written consent.",
        ],
      },
      {
        heading: "Trademarks and third-party products",
        paragraphs: [
          "ConnectWise, Microsoft, Azure, Veeam, Datto, SentinelOne, Fortinet, Meraki, 3CX and other product names on this site are trademarks of their respective owners. We mention them to describe the products we work with.",
          "Such references do not mean that those companies endorse us or our services, or that we are affiliated with them beyond any partnership we state explicitly.",
        ],
      },
      {
        heading: "Links to other sites",
        paragraphs: [
          "Our booking, chat and social media links, and links within articles, lead to websites we do not control. We are not responsible for their content, availability or privacy practices, and a link is not an endorsement.",
        ],
      },
      {
        heading: "No warranty",
        paragraphs: [
          "We work to keep the website accurate and available, but it is provided as it is. Technical guidance in our pages and blog is general in nature and may not suit your environment, so please take advice before acting on it.",
          "We may change, suspend or withdraw any part of the site without notice.",
        ],
      },
      {
        heading: "Limitation of liability",
        paragraphs: [
          "To the extent the law allows, we are not liable for any indirect or consequential loss, or for loss of profit, data or business opportunity, arising from use of this website or reliance on its content.",
          "Nothing in these terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence.",
        ],
      },
      {
        heading: "Changes, governing law and contact",
        paragraphs: [
          "We may revise these terms from time to time; the date at the top of this page shows when they last changed, and continued use of the site after a change means you accept the revised terms.",
          "These terms are governed by the laws of the jurisdiction in which our contracting company is registered, without prejudice to mandatory consumer protections where you live.",
          "Questions about these terms are welcome: you will find our current email address and our US and India phone numbers in the contact section of the home page.",
        ],
      },
    ],
  },
];
