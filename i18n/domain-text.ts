import type { Locale } from "~/i18n/locales";
import { m } from "~/i18n/paraglide/messages";
import { getLocale } from "~/i18n/paraglide/runtime";

/**
 * The domain's words (validation messages, refusals, notices) in the page's language. The domain speaks English; a
 * page shows what it returns through here, so does the API's error shape (server/api/errors.ts: its messages in the
 * request's language, its codes never), and an e-mail job passes its member's locale.
 * Texts not in the table (user content, anything new) come back as they are. The English of every entry is the
 * message's own English (messages/server/en.json), which is the domain's text character for character.
 */
type Message = (inputs: never, options?: { locale?: Locale }) => string;
type Call = (inputs: Record<string, string>, options?: { locale?: Locale }) => string;

/** Whole texts: a refusal, a field's message, a label. */
const WORDS: readonly Message[] = [
  m.server_accounts_enter_phone,
  m.server_accounts_enter_email,
  m.server_accounts_valid_email,
  m.server_accounts_enter_full_name,
  m.server_accounts_name_too_long,
  m.server_accounts_enter_new_password,
  m.server_accounts_enter_password,
  m.server_accounts_passwords_differ,
  m.server_accounts_reset_link_invalid,
  m.server_accounts_confirm_new_password,
  m.server_accounts_enter_current_password,
  m.server_accounts_invalid_email_password,
  m.server_accounts_invalid_phone_password,
  m.server_accounts_wrong_code,
  m.server_accounts_code_expired,
  m.server_accounts_code_used,
  m.server_accounts_too_many_codes,
  m.server_accounts_current_password_wrong,
  m.server_accounts_link_used,
  m.server_accounts_link_expired,
  m.server_accounts_log_in_again,
  m.server_accounts_google_not_set_up,
  m.server_accounts_no_password_yet,
  m.server_accounts_create_failed,
  m.server_accounts_update_failed,
  m.server_accounts_something_wrong,
  m.server_accounts_email_taken,
  m.server_accounts_phone_taken,
  m.server_accounts_phone_pending,
  m.server_accounts_avatar_upload_only,
  m.server_accounts_sms_not_sent,
  m.server_accounts_password_common,
  m.server_accounts_valid_phone,
  m.server_accounts_log_in_failed,
  m.server_accounts_sign_up_expired,
  m.server_accounts_sign_in_failed,
  m.server_accounts_google_no_answer,
  m.server_accounts_google_email_taken,
  m.server_accounts_google_cancelled,
  m.server_accounts_google_too_long,
  m.server_accounts_google_no_email,
  m.server_accounts_avatar_too_large,
  m.server_accounts_avatar_type,
  m.server_accounts_image_unreadable,
  m.server_accounts_contact_us,
  m.server_careers_position_closed,
  m.server_careers_send_failed,
  m.server_careers_email_too_long,
  m.server_careers_valid_email,
  m.server_careers_link_too_long,
  m.server_careers_full_link,
  m.server_careers_cover_letter,
  m.server_contact_enter_name,
  m.server_contact_enter_message,
  m.server_contact_send_failed,
  m.server_chat_offer_answered,
  m.server_chat_own_offer,
  m.server_chat_member_suspended,
  m.server_chat_sent_photo,
  m.server_chat_still_available,
  m.server_chat_lowest_price,
  m.server_chat_where_see,
  m.server_chat_tip_meet,
  m.server_chat_tip_pin,
  m.server_chat_tip_advance,
  m.server_chat_tip_keep,
  m.server_chat_not_found,
  m.server_chat_write_message,
  m.server_chat_message_id,
  m.server_chat_enter_subject,
  m.server_chat_enter_member_email,
  m.server_chat_enter_amount,
  m.server_chat_whole_rupees,
  m.server_chat_offer_min,
  m.server_chat_amount_too_large,
  m.server_chat_offer_waiting,
  m.server_chat_offer_accepted_note,
  m.server_chat_only_buyer_offers,
  m.server_chat_only_seller_sold,
  m.server_chat_scam_pin_title,
  m.server_chat_scam_pin_text,
  m.server_chat_scam_qr_title,
  m.server_chat_scam_qr_text,
  m.server_chat_scam_advance_title,
  m.server_chat_scam_advance_text,
  m.server_chat_scam_story_title,
  m.server_chat_scam_story_text,
  m.server_chat_scam_link_title,
  m.server_chat_scam_link_text,
  m.server_chat_scam_keep_title,
  m.server_chat_scam_keep_text,
  m.server_chat_no_member,
  m.server_chat_seller_not_found,
  m.server_favorites_product_not_found,
  m.server_favorites_choose_save,
  m.server_geo_fetch_failed,
  m.server_geo_lat_number,
  m.server_geo_lat_range,
  m.server_geo_lng_number,
  m.server_geo_lng_range,
  m.server_geo_choose_location,
  m.server_geo_location_too_long,
  m.server_geo_choose_from_list,
  m.server_geo_type_two,
  m.server_geo_lat_lng_both,
  m.server_geo_location_or_position,
  m.server_listings_file_type,
  m.server_listings_images_only,
  m.server_listings_file_too_large,
  m.server_listings_choose_city,
  m.server_listings_photo_gone,
  m.server_listings_choose_category,
  m.server_listings_choose_subcategory,
  m.server_listings_salary_range,
  m.server_listings_choose_fuel,
  m.server_listings_choose_transmission,
  m.server_listings_choose_owners,
  m.server_listings_choose_property_type,
  m.server_listings_choose_bhk,
  m.server_listings_choose_bathrooms,
  m.server_listings_choose_furnishing,
  m.server_listings_choose_listed_by,
  m.server_listings_choose_position_type,
  m.server_listings_choose_salary_period,
  m.server_listings_message_self,
  m.server_listings_ad_unavailable,
  m.server_listings_duplicate,
  m.server_listings_unknown_category_sub,
  m.server_listings_expired,
  m.server_listings_not_found,
  m.server_listings_incomplete_title,
  m.server_listings_incomplete_text,
  m.server_listings_auth_title,
  m.server_listings_auth_text,
  m.server_listings_choose_condition,
  m.server_listings_photo_invalid,
  m.server_listings_photo_required,
  m.server_listings_photo_once,
  m.server_listings_pincode,
  m.server_listings_price_required,
  m.server_listings_status_values,
  m.server_listings_unknown_action,
  m.server_listings_unknown_category,
  m.server_listings_search_too_long,
  m.server_listings_unknown_condition,
  m.server_listings_posted_values,
  m.server_listings_city_too_long,
  m.server_listings_unknown_sort,
  m.server_listings_lat_range,
  m.server_listings_lng_range,
  m.server_listings_page_number,
  m.server_listings_id_number,
  m.server_listings_price_rupees,
  m.server_listings_year_digits,
  m.server_listings_bhk_whole,
  m.server_listings_renew_expired_only,
  m.server_listings_category_for_sub,
  m.server_listings_category_not_found,
  m.server_listings_subcategory_not_found,
  m.server_listings_prefers_message,
  m.server_listings_changes_object,
  m.server_listings_photo_megapixels,
  m.server_listings_too_many_photos,
  m.server_listings_tomorrow,
  m.server_moderation_member_not_found,
  m.server_moderation_ban_self,
  m.server_moderation_ban_admin,
  m.server_moderation_member_no_reports,
  m.server_moderation_ad_no_reports,
  m.server_moderation_suspend_reason,
  m.server_moderation_remove_reason,
  m.server_moderation_reject_reason,
  m.server_moderation_ban_reason,
  m.server_moderation_featured_bool,
  m.server_moderation_already_removed,
  m.server_moderation_ad_removed,
  m.server_moderation_report_own,
  m.server_moderation_reason_fraud,
  m.server_moderation_reason_category,
  m.server_moderation_reason_prohibited,
  m.server_moderation_reason_offensive,
  m.server_moderation_reason_duplicate,
  m.server_moderation_reason_sold,
  m.server_moderation_reason_other,
  m.server_moderation_report_thanks,
  m.server_moderation_choose_reason,
  m.server_moderation_tell_wrong,
  m.server_moderation_give_ad_id,
  m.server_moderation_ad_id_number,
  m.server_moderation_page_not_found,
  m.server_moderation_not_waiting,
  m.server_moderation_ad_not_approved,
  m.server_notifications_not_found,
  m.server_notifications_ad_live,
  m.server_notifications_saved_sold,
  m.server_notifications_expires_soon,
  m.server_notifications_expired,
  m.server_notifications_push_url,
  m.server_notifications_push_off,
  m.server_notifications_not_push,
  m.server_notifications_push_https,
  m.server_notifications_unsubscribe_invalid,
  m.server_ratings_seller_not_found,
  m.server_ratings_reason_no_deal,
  m.server_ratings_reason_abusive,
  m.server_ratings_reason_personal,
  m.server_ratings_reason_spam,
  m.server_ratings_no_deal,
  m.server_ratings_buyer_not_confirmed,
  m.server_ratings_no_sale_to_confirm,
  m.server_ratings_not_found,
  m.server_ratings_report_own,
  m.server_ratings_already_hidden,
  m.server_ratings_no_reports,
  m.server_ratings_choose_stars,
  m.server_ratings_text_words,
  m.server_ratings_details_words,
  m.server_saved_unknown_subcategory,
  m.server_saved_all_ads,
  m.server_saved_not_exist,
  m.server_saved_not_valid,
  m.server_saved_check_search,
  m.server_saved_id_number,
  m.server_saved_give_name,
  m.server_saved_say_change,
  m.server_shared_check_form,
  m.server_api_internal,
  m.server_api_unavailable,
  m.server_label_title,
  m.server_label_description,
  m.server_label_location,
  m.server_label_locality,
  m.server_label_name,
  m.server_label_phone,
  m.server_label_price,
  m.server_label_min_price,
  m.server_label_max_price,
  m.server_label_brand,
  m.server_label_model,
  m.server_label_year,
  m.server_label_km_driven,
  m.server_label_area,
  m.server_label_salary_from,
  m.server_label_salary_to,
  m.server_label_email,
  m.server_label_cover_letter,
  m.server_label_subject,
  m.server_label_message,
  m.server_status_active,
  m.server_status_reserved,
  m.server_status_sold,
  m.server_status_inactive,
  m.server_status_expired,
  m.server_status_removed,
  m.server_status_pending,
];

/**
 * Texts with a number or a name inside, as [message, its placeholders]. A placeholder named label, from, to,
 * contact or when is a word of the table itself and is translated too ("Title is required."); the others (a
 * count, an ad's title, a price) are kept as they are.
 */
const PATTERNS: readonly (readonly [Message, readonly string[]])[] = [
  [m.server_field_required, ["label"]],
  [m.server_field_max_chars, ["label", "max"]],
  [m.server_field_text, ["label"]],
  [m.server_field_number, ["label"]],
  [m.server_field_whole, ["label"]],
  [m.server_field_negative, ["label"]],
  [m.server_field_min, ["label", "min"]],
  [m.server_field_max, ["label", "max"]],
  [m.server_otp_digits, ["count"]],
  [m.server_password_min, ["count"]],
  [m.server_password_max, ["count"]],
  [m.server_message_max, ["count"]],
  [m.server_subject_max, ["count"]],
  [m.server_photos_max, ["count"]],
  [m.server_radius_values, ["values"]],
  [m.server_daily_limit, ["count", "when"]],
  [m.server_status_change, ["from", "to"]],
  [m.server_offer_accepted_body, ["price"]],
  [m.server_offer_declined_body, ["price"]],
  [m.server_saved_search_match, ["name"]],
  [m.server_rate_seconds, ["count"]],
  [m.server_rate_minutes, ["count"]],
  [m.server_suspend_days, ["count"]],
  [m.server_reason_max, ["count"]],
  [m.server_text_max, ["count"]],
  [m.server_details_max, ["count"]],
  [m.server_saved_max, ["count"]],
  [m.server_saved_name_max, ["count"]],
  [m.server_saved_place, ["count"]],
  [m.server_rated_already, ["name"]],
  [m.server_suspended_until, ["until", "contact"]],
  [m.server_suspended_until_reason, ["until", "reason", "contact"]],
  [m.server_banned, ["contact"]],
  [m.server_banned_reason, ["reason", "contact"]],
  [m.server_ad_live_body, ["title"]],
  [m.server_ad_sold_body, ["title"]],
  [m.server_price_drop_title, ["title"]],
  [m.server_price_drop_body, ["price", "old"]],
  [m.server_expiring_body, ["title", "date"]],
  [m.server_expired_body, ["title"]],
  [m.server_rejected_body, ["title", "reason"]],
  [m.server_removed_body, ["title", "reason"]],
  [m.server_new_offer, ["price"]],
  [m.server_counter_offer, ["price"]],
  [m.server_offer_accepted, ["price"]],
  [m.server_offer_declined, ["price"]],
  [m.server_offered, ["price"]],
  [m.server_countered, ["price", "counter"]],
  [m.server_marked_sold, ["title"]],
  [m.server_confirmed_bought, ["title"]],
  [m.server_from_price, ["price"]],
  [m.server_up_to_price, ["price"]],
  [m.server_within_km, ["count"]],
];

const TRANSLATED_PLACEHOLDERS = new Set(["label", "from", "to", "contact", "when"]);

let words: Map<string, Message> | undefined;
let patterns: { message: Message; names: readonly string[]; regex: RegExp; literal: number }[] | undefined;

function call(message: Message, inputs: Record<string, string>, locale: Locale | undefined): string {
  return (message as unknown as Call)(inputs, locale ? { locale } : {});
}

/** Built on first use from the messages' English: one map, and a regular expression per pattern. */
function table() {
  if (!words || !patterns) {
    words = new Map(WORDS.map((message) => [call(message, {}, "en"), message]));
    patterns = PATTERNS.map(([message, names]) => {
      const marks = Object.fromEntries(names.map((name) => [name, `\uE000${name}\uE000`]));
      const english = call(message, marks, "en");
      const order: string[] = [];
      const source = english
        .split(/\uE000(\w+)\uE000/)
        .map((part, index) => {
          if (index % 2 === 1) {
            order.push(part);
            return "(.+?)";
          }
          return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        })
        .join("");
      const literal = english.replace(/\uE000\w+\uE000/g, "").length;
      return { message, names: order, regex: new RegExp(`^${source}$`, "s"), literal };
    });
    // The most specific first: "Title must be at most 100 characters." before "Price must be at most 100.".
    patterns.sort((a, b) => b.literal - a.literal);
  }
  return { words, patterns };
}

function word(text: string, locale: Locale | undefined): string | undefined {
  const message = table().words.get(text);
  return message ? call(message, {}, locale) : undefined;
}

/** A placeholder's value in the target language: "a sold" (of "You cannot change a sold ad…") is "sold". */
function placeholder(name: string, value: string, locale: Locale | undefined): string {
  if (!TRANSLATED_PLACEHOLDERS.has(name)) return value;
  const bare = name === "from" || name === "to" ? value.replace(/^an? /, "") : value;
  return word(bare, locale) ?? value;
}

/**
 * `text` in the page's language (the request's on the server, <html lang> in the browser), when the table knows
 * it; otherwise `text` itself. One argument, so a list can be mapped through it.
 */
export function localizeText(text: string): string {
  // English is the domain's own text, as written: a pattern's English form may differ ("a sold ad" → "sold ad").
  return getLocale() === "en" ? text : translate(text, undefined);
}

/** `text` in `locale`, for what is written outside a request (an e-mail job, in its member's language). */
export function localizeTextIn(text: string, locale: Locale): string {
  return locale === "en" ? text : translate(text, locale);
}

function translate(text: string, locale: Locale | undefined): string {
  if (!text) return text;
  const whole = word(text, locale);
  if (whole !== undefined) return whole;
  for (const pattern of table().patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const inputs: Record<string, string> = {};
    pattern.names.forEach((name, index) => {
      inputs[name] = placeholder(name, match[index + 1] ?? "", locale);
    });
    return call(pattern.message, inputs, locale);
  }
  return text;
}
