import { LegalClause } from "./terms-of-service";

export function PrivacyPolicy({ supportEmail }: { supportEmail: string }) {
  const mail = (
    <a className="font-semibold underline" href={`mailto:${supportEmail}`}>
      {supportEmail}
    </a>
  );
  return (
    <>
      <p className="mt-2 text-gray-800">
        This policy explains what personal data Mandi collects, why, how long we keep it and the rights you
        have under the Digital Personal Data Protection Act, 2023 (DPDP Act). Mandi is the Data Fiduciary for
        the data described here.
      </p>

      <LegalClause title="1. Data we collect">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Account details: your name, e-mail address, phone number, password (stored only as a hash) and
            profile photo.
          </li>
          <li>
            What you post: ads, photos, prices, the city or locality of an ad, and messages you send to other
            users.
          </li>
          <li>
            Location: the city you choose, or your approximate position if you allow location access in your
            browser.
          </li>
          <li>
            Usage data: pages viewed, searches, the device and browser you use and your IP address, kept in
            server logs.
          </li>
          <li>
            Messages you send us through the contact form or a job application, including any links you add.
          </li>
        </ul>
        <p>
          We do not collect Aadhaar numbers, bank details or card numbers, and we never ask for your OTP or
          UPI PIN.
        </p>
      </LegalClause>

      <LegalClause title="2. Why we use it">
        <ul className="list-disc space-y-1 pl-5">
          <li>To run your account, publish your ads and let buyers and sellers reach each other.</li>
          <li>
            To show ads near you, remember your searches and send the notifications you have switched on.
          </li>
          <li>To keep Mandi safe: detect spam and fraud, enforce our terms and answer lawful requests.</li>
          <li>To answer your questions and improve Mandi using aggregated statistics.</li>
        </ul>
        <p>
          We process your data on the basis of your consent, which you can withdraw at any time, or for the
          legitimate uses the DPDP Act allows, such as complying with the law. We do not sell your personal
          data.
        </p>
      </LegalClause>

      <LegalClause title="3. Who can see it">
        <p>
          Your ads, the name on your profile and the city of an ad are public. Your phone number is shown only
          if you choose to share it. Your e-mail address is never shown to other users. We share data with
          service providers that host Mandi and send e-mail and SMS for us, under contracts that bind them to
          our instructions, and with authorities when Indian law requires it.
        </p>
      </LegalClause>

      <LegalClause title="4. Data we keep, and for how long">
        <ul className="list-disc space-y-1 pl-5">
          <li>Your account and ads: while your account is open; deleted ads are removed within 30 days.</li>
          <li>
            Messages between users: while both accounts are open, so either side can refer back to a deal.
          </li>
          <li>Contact-form messages and job applications: up to 2 years, then deleted.</li>
          <li>Server logs with IP addresses: 180 days, as Indian cyber-security rules require.</li>
        </ul>
        <p>
          When you delete your account, we erase your personal data except what the law obliges us to keep.
        </p>
      </LegalClause>

      <LegalClause title="5. Your rights">
        <p>
          Under the DPDP Act you may ask for a summary of the personal data we hold about you, correct or
          update it, have it erased, withdraw your consent, and nominate someone to exercise these rights if
          you are unable to. You can change most of your data yourself under Settings; for anything else write
          to {mail}. If you are not satisfied with our answer, you may complain to the Data Protection Board
          of India.
        </p>
      </LegalClause>

      <LegalClause title="6. Children">
        <p>
          Mandi is meant for adults. We do not knowingly collect data from anyone under 18 without verifiable
          consent from a parent or guardian, and we delete such data when we learn of it.
        </p>
      </LegalClause>

      <LegalClause title="7. Cookies and security">
        <p>
          We use only the cookies Mandi needs to work: to keep you signed in, remember your location and show
          one-time messages. We do not use advertising or tracking cookies. Data travels over encrypted
          connections, passwords are hashed, and access to personal data inside Mandi is limited to staff who
          need it. If a breach affects your data, we will inform you and the Data Protection Board as the law
          requires.
        </p>
      </LegalClause>

      <LegalClause title="8. Contact">
        <p>
          Questions about this policy, or requests about your data, go to our Grievance Officer at {mail}. We
          answer within 15 days.
        </p>
      </LegalClause>
    </>
  );
}
