import type { ReactNode } from "react";
import { Link } from "react-router";
import { m } from "~/i18n/paraglide/messages";

export function LegalClause({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h3 className="text-lg font-bold">{title}</h3>
      <div className="mt-2 space-y-3 text-gray-800">{children}</div>
    </section>
  );
}

/** A bullet list of clause items. */
export function LegalList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function TermsOfService({ supportEmail }: { supportEmail: string }) {
  return (
    <>
      <p className="mt-2 text-gray-800">{m.static_terms_intro()}</p>

      <LegalClause title={m.static_terms_1_title()}>
        <p>{m.static_terms_1_text()}</p>
      </LegalClause>

      <LegalClause title={m.static_terms_2_title()}>
        <p>{m.static_terms_2_text()}</p>
      </LegalClause>

      <LegalClause title={m.static_terms_3_title()}>
        <LegalList
          items={[
            m.static_terms_3_item_1(),
            m.static_terms_3_item_2(),
            m.static_terms_3_item_3(),
            m.static_terms_3_item_4(),
            m.static_terms_3_item_5(),
          ]}
        />
        <p>{m.static_terms_3_text()}</p>
      </LegalClause>

      <LegalClause title={m.static_terms_4_title()}>
        <p>{m.static_terms_4_lead()}</p>
        <LegalList
          items={[
            m.static_terms_4_item_1(),
            m.static_terms_4_item_2(),
            m.static_terms_4_item_3(),
            m.static_terms_4_item_4(),
            m.static_terms_4_item_5(),
            m.static_terms_4_item_6(),
            m.static_terms_4_item_7(),
          ]}
        />
        <p>{m.static_terms_4_text()}</p>
      </LegalClause>

      <LegalClause title={m.static_terms_5_title()}>
        <p>
          {m.static_terms_5_text_before()}
          <Link to="/help" className="font-semibold underline">
            {m.static_terms_5_link()}
          </Link>
          {m.static_terms_5_text_after()}
        </p>
      </LegalClause>

      <LegalClause title={m.static_terms_6_title()}>
        <p>{m.static_terms_6_text()}</p>
      </LegalClause>

      <LegalClause title={m.static_terms_7_title()}>
        <p>{m.static_terms_7_text()}</p>
      </LegalClause>

      <LegalClause title={m.static_terms_8_title()}>
        <p>
          {m.static_terms_8_text_before()}
          <a className="font-semibold underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
          {m.static_terms_8_text_after()}
        </p>
      </LegalClause>

      <LegalClause title={m.static_terms_9_title()}>
        <p>{m.static_terms_9_text()}</p>
      </LegalClause>
    </>
  );
}
