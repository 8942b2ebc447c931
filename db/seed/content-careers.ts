export interface CareerSeed {
  title: string;
  department: string;
  location: string;
  employmentType: string;
  /** Plain text; paragraphs separated by blank lines, list items as lines starting with "- ". */
  description: string;
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
  },
];
