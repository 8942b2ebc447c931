import { m } from "~/i18n/paraglide/messages";
import { LegalClause, LegalList } from "./terms-of-service";

export function PrivacyPolicy({ supportEmail }: { supportEmail: string }) {
  const mail = (
    <a className="font-semibold underline" href={`mailto:${supportEmail}`}>
      {supportEmail}
    </a>
  );
  return (
    <>
      <p className="mt-2 text-gray-800">{m.static_privacy_intro()}</p>

      <LegalClause title={m.static_privacy_1_title()}>
        <LegalList
          items={[
            m.static_privacy_1_item_1(),
            m.static_privacy_1_item_2(),
            m.static_privacy_1_item_3(),
            m.static_privacy_1_item_4(),
            m.static_privacy_1_item_5(),
          ]}
        />
        <p>{m.static_privacy_1_text()}</p>
      </LegalClause>

      <LegalClause title={m.static_privacy_2_title()}>
        <LegalList
          items={[
            m.static_privacy_2_item_1(),
            m.static_privacy_2_item_2(),
            m.static_privacy_2_item_3(),
            m.static_privacy_2_item_4(),
          ]}
        />
        <p>{m.static_privacy_2_text()}</p>
      </LegalClause>

      <LegalClause title={m.static_privacy_3_title()}>
        <p>{m.static_privacy_3_text()}</p>
      </LegalClause>

      <LegalClause title={m.static_privacy_4_title()}>
        <LegalList
          items={[
            m.static_privacy_4_item_1(),
            m.static_privacy_4_item_2(),
            m.static_privacy_4_item_3(),
            m.static_privacy_4_item_4(),
          ]}
        />
        <p>{m.static_privacy_4_text()}</p>
      </LegalClause>

      <LegalClause title={m.static_privacy_5_title()}>
        <p>
          {m.static_privacy_5_text_before()}
          {mail}
          {m.static_privacy_5_text_after()}
        </p>
      </LegalClause>

      <LegalClause title={m.static_privacy_6_title()}>
        <p>{m.static_privacy_6_text()}</p>
      </LegalClause>

      <LegalClause title={m.static_privacy_7_title()}>
        <p>{m.static_privacy_7_text()}</p>
      </LegalClause>

      <LegalClause title={m.static_privacy_8_title()}>
        <p>
          {m.static_privacy_8_text_before()}
          {mail}
          {m.static_privacy_8_text_after()}
        </p>
      </LegalClause>
    </>
  );
}
