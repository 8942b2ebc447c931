import { type FormEvent, useEffect, useState } from "react";
import { Form, useFetcher, useLocation, useNavigate, useParams, useRouteLoaderData } from "react-router";
import { useAdDraft } from "~/app/hooks/use-ad-draft";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { toast } from "~/app/hooks/use-toast";
import type { loader as rootLoader } from "~/app/root";
import type { CategoryView } from "~/domain/catalog/list-categories.server";
import type { PlaceView } from "~/domain/geo/place-views";
import type { CityOption } from "~/domain/listings/list-city-options.server";
import type { FieldErrors } from "~/domain/listings/listing-schemas";
import { cityOfLocation } from "~/domain/listings/price-hint";
import { localizeText } from "~/i18n/domain-text";
import { m } from "~/i18n/paraglide/messages";
import { type AdDraft, draftFields, type SellerPrefill } from "./ad-draft";
import { allErrors, applyIntent, findCity, parseIntent, type WizardIntent } from "./ad-wizard";
import { CategoryPicker, SubcategoryPicker } from "./category-picker";
import { DuplicateAdNotice } from "./duplicate-ad-notice";
import { pendingPhotoStore } from "./pending-photo-store";
import { fetchPlaces, placeFields } from "./place-picker";
import type { SellActionData } from "./sell-action.server";
import { fieldId } from "./sell-fields";
import { authenticationRequiredNotice, incompleteFormNotice } from "./sell-notices";
import { SellScreen } from "./sell-screen";
import { useOnline } from "./use-online";
import { usePhotoMoves } from "./use-photo-moves";
import { usePhotoUploads } from "./use-photo-uploads";
import { usePriceHint } from "./use-price-hint";
import { visibleFields } from "./visible-fields";
import { WizardStep } from "./wizard-step";

export interface SellPageProps {
  editing: boolean;
  initialDraft: AdDraft;
  /** The signed-in user's name, phone and e-mail; null for a visitor. */
  seller: SellerPrefill | null;
  cities: CityOption[];
  /** The whole category tree with the title placeholders (the root loader sends the names only). */
  categories: CategoryView[];
  actionData: SellActionData | undefined;
}

/**
 * Post an ad (and edit one): the category picker, then the six steps. With JavaScript every button works in the
 * browser and only the final post reaches the server; without it, each button posts the form to the action.
 */
export function SellPage(props: SellPageProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const { categories } = props;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();
  const fetcher = useFetcher<SellActionData>();
  const signedIn = props.seller !== null;
  const { draft, setDraft, restored, clear } = useAdDraft({
    initial: props.actionData?.draft ?? props.initialDraft,
    persist: !props.editing,
    // A step sent before the scripts had arrived (a plain form post) came back from the server: that is the newest.
    restore: !props.actionData,
    seller: props.seller,
  });
  const [errors, setErrors] = useState<FieldErrors>(props.actionData?.errors ?? {});
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const uploads = usePhotoUploads(draft.photos, setDraft, signedIn);
  const online = useOnline();
  // Post pressed offline: the draft and its photos stay on the device until the network is back (decision 021).
  const [waitingForNetwork, setWaitingForNetwork] = useState(false);
  const moves = usePhotoMoves(draft.photos, setDraft, uploads.forget, setFocusTarget);
  // Towns found with the place finder join Mandi's cities as places the Location step accepts.
  const [found, setFound] = useState<CityOption[]>([]);
  const ctx = { cities: [...props.cities, ...found] };
  const editedId = useParams().id;
  const priceHint = usePriceHint(
    draft,
    props.actionData?.priceHint ?? null,
    draft.city || cityOfLocation(root?.location),
    props.editing ? editedId : undefined,
  );

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  // A new ad's draft was read back: photos it no longer refers to are dropped from the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, right after the draft is restored
  useEffect(() => {
    if (!restored || props.editing) return;
    void pendingPhotoStore.keepOnly(draft.photos.filter((p) => !p.storageKey).map((p) => p.id));
  }, [restored]);

  useEffect(() => {
    const notice = props.actionData?.notice;
    if (notice) toast({ ...localizedNotice(notice), variant: "destructive" });
  }, [props.actionData]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the server's answer only
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.saved) {
      const { id, title } = result.saved;
      if (props.editing) {
        toast({ title: m.sell_toast_saved() });
        navigate(`/product/${id}`);
      } else {
        clear();
        void pendingPhotoStore.keepOnly([]);
        toast({ title: m.sell_toast_posted() });
        navigate(`/post-success?title=${encodeURIComponent(title)}&id=${id}`, { state: { title } });
      }
      return;
    }
    showErrors(result.errors, result.draft.step);
    if (result.notice) toast({ ...localizedNotice(result.notice), variant: "destructive" });
  }, [fetcher.data, fetcher.state]);

  // Back online: the photos upload first (use-photo-uploads.ts), then the ad is posted as if Post were pressed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: post() reads the current draft
  useEffect(() => {
    if (!waitingForNetwork || !online) return;
    const unsent = draft.photos.filter((p) => !p.storageKey).map((p) => uploads.states[p.id]?.status);
    if (unsent.some((status) => status === undefined || status === "waiting" || status === "uploading"))
      return;
    setWaitingForNetwork(false);
    post();
  }, [waitingForNetwork, online, draft.photos, uploads.states]);

  function showErrors(found: FieldErrors, step: number) {
    setErrors(found);
    setDraft((d) => ({ ...d, step }));
    const first = Object.keys(found)[0];
    setFocusTarget(first ? fieldId(first) : "sell-heading");
  }

  function post() {
    if (!signedIn) {
      toast({ ...authenticationRequiredNotice(), variant: "destructive" });
      navigate(`/login?redirectTo=${encodeURIComponent(location.pathname)}`);
      return;
    }
    const incomplete = allErrors(draft, ctx);
    if (incomplete.firstStep >= 0) {
      toast({ ...incompleteFormNotice(), variant: "destructive" });
      showErrors(incomplete.errors, incomplete.firstStep);
      return;
    }
    const stuck = draft.photos.filter((p) => !p.storageKey).map((p) => uploads.states[p.id]?.status);
    if (!navigator.onLine) {
      setWaitingForNetwork(true);
      return;
    }
    if (stuck.some((s) => s === "failed" || s === "missing")) {
      toast({
        title: m.sell_toast_photos_failed_title(),
        description: m.sell_toast_photos_failed_description(),
        variant: "destructive",
      });
      return;
    }
    if (stuck.length > 0) {
      toast({
        title: m.sell_toast_photos_uploading_title(),
        description: m.sell_toast_photos_uploading_description(),
      });
      return;
    }
    const body = new FormData();
    for (const [name, value] of draftFields(draft)) body.append(name, value);
    body.append("intent", "post");
    body.append("js", "1");
    void fetcher.submit(body, { method: "post" });
  }

  function placePicked(place: PlaceView) {
    setDraft((d) => ({ ...d, ...placeFields(place) }));
    if (place.town) setFound((towns) => [...towns, { name: place.town ?? "", state: place.state }]);
    setErrors(({ city: _, ...rest }) => rest);
  }

  /** Next on the Location step with a place typed by hand: the place search knows every town, locality and PIN. */
  async function nextFromTypedPlace() {
    const typed = draft.city.trim().toLowerCase();
    const places = await fetchPlaces(typed).catch(() => []);
    const match = places.find(
      (p) =>
        p.town && (p.name.toLowerCase() === typed || p.town.toLowerCase() === typed || p.pincode === typed),
    );
    if (!match?.town) return advance(draft, ctx);
    // What the seller typed in Locality and PIN stays; the town is the place's.
    const fields = placeFields(match);
    const town = { name: match.town, state: match.state };
    setFound((towns) => [...towns, town]);
    advance(
      {
        ...draft,
        city: fields.city,
        locality: draft.locality || fields.locality,
        pincode: draft.pincode || fields.pincode,
      },
      { cities: [...ctx.cities, town] },
    );
  }

  function advance(current: AdDraft, context: typeof ctx) {
    const result = applyIntent(current, { type: "next" }, context);
    setDraft(result.draft);
    setErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    setFocusTarget(first ? fieldId(first) : "sell-heading");
  }

  function handle(intent: WizardIntent) {
    if (intent.type === "post") return post();
    if (intent.type === "upload") return;
    if (intent.type === "photo") return moves.apply(intent);
    if (
      intent.type === "next" &&
      draft.step === 3 &&
      draft.city.trim() &&
      !findCity(ctx.cities, draft.city)
    ) {
      void nextFromTypedPlace();
      return;
    }
    const result = applyIntent(draft, intent, ctx);
    setDraft(result.draft);
    setErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    setFocusTarget(first ? fieldId(first) : "sell-heading");
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = parseIntent(submitter instanceof HTMLButtonElement ? submitter.value : "next");
    if (intent) handle(intent);
  }

  const change = (patch: Partial<AdDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setAttribute = (key: string, value: string) =>
    setDraft((d) => ({ ...d, attributes: { ...d.attributes, [key]: value } }));
  const category = categories.find((c) => c.slug === draft.category);
  const subcategory = category?.subcategories.find((s) => s.slug === draft.subcategory);
  const shown = category && subcategory ? visibleFields(draft) : new Set<string>();
  const notice = props.actionData?.notice;
  const duplicateOf = (fetcher.data ?? props.actionData)?.duplicateOf;

  return (
    <SellScreen title={props.editing ? m.sell_page_title_edit() : m.sell_page_title_post()}>
      {duplicateOf ? <DuplicateAdNotice ad={duplicateOf} /> : null}
      {notice && !hydrated && !duplicateOf ? (
        <div role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{localizeText(notice.title)}</p>
          {notice.description ? <p>{localizeText(notice.description)}</p> : null}
        </div>
      ) : null}
      {waitingForNetwork ? (
        <div
          role="status"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p className="font-semibold">{m.sell_offline_title()}</p>
          <p>{m.sell_offline_text()}</p>
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" noValidate onSubmit={onSubmit}>
        {/* Enter in a field means Next (or Post), not whichever button comes first. */}
        <button type="submit" name="intent" value={draft.step === 5 ? "post" : "next"} hidden tabIndex={-1} />
        {!category ? (
          <CategoryPicker categories={categories} />
        ) : !subcategory ? (
          <SubcategoryPicker category={category} />
        ) : (
          <WizardStep
            draft={draft}
            errors={errors}
            category={category}
            change={change}
            setAttribute={setAttribute}
            editing={props.editing}
            cities={props.cities}
            email={props.seller?.email ?? null}
            uploads={uploads}
            hydrated={hydrated}
            signedIn={signedIn}
            busy={fetcher.state !== "idle"}
            waitingForNetwork={waitingForNetwork}
            announcement={moves.announcement}
            priceHint={priceHint}
            onPlace={placePicked}
          />
        )}
        {draftFields(draft)
          .filter(([name]) => !shown.has(name))
          .map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
      </Form>
    </SellScreen>
  );
}

/** A notice the server wrote (in the request's language, or the domain's English) as the page shows it. */
function localizedNotice(notice: { title: string; description?: string | undefined }) {
  return {
    title: localizeText(notice.title),
    description: notice.description ? localizeText(notice.description) : undefined,
  };
}
