import type { ReactNode } from "react";
import { Link } from "react-router";

export function LegalClause({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="text-lg font-bold">{title}</h3>
      <div className="mt-2 space-y-3 text-gray-800">{children}</div>
    </section>
  );
}

export function TermsOfService({ supportEmail }: { supportEmail: string }) {
  return (
    <>
      <p className="mt-2 text-gray-800">
        These terms govern your use of the Mandi website and apps ("Mandi", "we", "us"). By browsing Mandi,
        creating an account or posting an ad you agree to them. If you do not agree, please do not use Mandi.
      </p>

      <LegalClause title="1. What Mandi is">
        <p>
          Mandi is an online classifieds marketplace where people in India list goods, vehicles, properties,
          jobs and services and get in touch with each other. We are an intermediary under the Information
          Technology Act, 2000: we host ads, but we are not a party to any deal, we do not own or inspect the
          items listed, and we do not guarantee the quality, safety or legality of any item, the truth of any
          ad or the ability of a buyer or seller to complete a deal.
        </p>
      </LegalClause>

      <LegalClause title="2. Your account">
        <p>
          You must be at least 18 years old to create an account. Give accurate details, keep your password
          and one-time codes (OTPs) to yourself, and tell us straight away if you think someone else has used
          your account. You are responsible for everything done through your account.
        </p>
      </LegalClause>

      <LegalClause title="3. Posting ads">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Post only items and services you own or are entitled to offer, in the right category and city.
          </li>
          <li>Describe the item honestly, including defects, and use your own photos.</li>
          <li>Post each item once; do not repost the same ad to push it up the results.</li>
          <li>Quote prices in Indian rupees and honour the price you advertise.</li>
          <li>Remove or mark your ad as sold once the item is no longer available.</li>
        </ul>
        <p>
          You keep ownership of what you post, and you give Mandi a non-exclusive, royalty-free licence to
          show, resize and promote it on Mandi and in our marketing for as long as the ad is live.
        </p>
      </LegalClause>

      <LegalClause title="4. Prohibited items and content">
        <p>You may not list or promote, among others:</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Weapons, ammunition, explosives and fireworks.</li>
          <li>Narcotics, prescription medicines, tobacco and alcohol.</li>
          <li>Stolen goods, counterfeit or pirated products, and items that infringe anyone's rights.</li>
          <li>
            Wild animals, protected species and their parts, and animals whose sale is restricted by law.
          </li>
          <li>Human organs, blood, and government documents such as Aadhaar, PAN or passports.</li>
          <li>
            Adult content, escort services, gambling, lotteries and pyramid or "work from home" fee schemes.
          </li>
          <li>
            Currency, cryptocurrency trading schemes and offers that ask for a fee before a job or loan.
          </li>
        </ul>
        <p>
          Ads must not be false, misleading, hateful, threatening or harassing, and must respect the privacy
          of others. We may remove any ad or account that breaks these terms or the law, without notice, and
          we cooperate with law-enforcement requests made under Indian law.
        </p>
      </LegalClause>

      <LegalClause title="5. Dealing with other users and meeting safely">
        <p>
          Deals are between buyers and sellers. Before you pay, meet in a busy public place during the day,
          bring someone along for high-value deals, inspect the item and check its papers (bill, IMEI,
          registration certificate). Never pay in advance for an item you have not seen, never share an OTP or
          UPI PIN, and keep conversations on Mandi chat. Read our{" "}
          <Link to="/help" className="font-semibold underline">
            safety tips
          </Link>{" "}
          and report suspicious ads or users from the ad page.
        </p>
      </LegalClause>

      <LegalClause title="6. Paid services">
        <p>
          Posting an ad is free. Optional paid services such as featured ads and business tools are described,
          with their prices including GST, before you buy them. Fees for a paid service already delivered are
          not refundable unless the law requires otherwise.
        </p>
      </LegalClause>

      <LegalClause title="7. Our liability">
        <p>
          Mandi is provided "as is". To the extent the law allows, we are not liable for losses arising from
          deals between users, from content posted by users, or from interruptions of the service. Nothing in
          these terms limits rights you have as a consumer under the Consumer Protection Act, 2019.
        </p>
      </LegalClause>

      <LegalClause title="8. Complaints and grievance officer">
        <p>
          To report an ad, use the Report button on the ad page. For any other complaint, including one under
          the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021,
          write to our Grievance Officer at{" "}
          <a className="font-semibold underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          . We acknowledge complaints within 24 hours and resolve them within 15 days.
        </p>
      </LegalClause>

      <LegalClause title="9. Changes and governing law">
        <p>
          We may update these terms; the date at the top shows the latest version, and we will tell you about
          significant changes before they take effect. These terms are governed by the laws of India, and the
          courts of Bengaluru, Karnataka have jurisdiction.
        </p>
      </LegalClause>
    </>
  );
}
