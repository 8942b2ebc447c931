import { type FormEvent, useEffect, useState } from "react";
import { Form, useFetcher, useLocation, useNavigate, useParams, useRouteLoaderData } from "react-router";
import { useAdDraft } from "~/app/hooks/use-ad-draft";
import { useHydrated } from "~/app/hooks/use-hydrated";
import { toast } from "~/app/hooks/use-toast";
import type { loader as rootLoader } from "~/app/root";
import type { CityOption } from "~/domain/listings/list-city-options.server";
import {
  AUTHENTICATION_REQUIRED,
  type FieldErrors,
  INCOMPLETE_FORM,
} from "~/domain/listings/listing-schemas";
import { cityOfLocation } from "~/domain/listings/price-hint";
import { type AdDraft, draftFields, type SellerPrefill } from "./ad-draft";
import { allErrors, applyIntent, parseIntent, type WizardIntent } from "./ad-wizard";
import { CategoryPicker, SubcategoryPicker } from "./category-picker";
import { DuplicateAdNotice } from "./duplicate-ad-notice";
import { pendingPhotoStore } from "./pending-photo-store";
import type { SellActionData } from "./sell-action.server";
import { fieldId } from "./sell-fields";
import { SellScreen } from "./sell-screen";
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
  actionData: SellActionData | undefined;
}

/**
 * Post an ad (and edit one): the category picker, then the six steps. With JavaScript every button works in the
 * browser and only the final post reaches the server; without it, each button posts the form to the action.
 */
export function SellPage(props: SellPageProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const categories = root?.categories ?? [];
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
  const moves = usePhotoMoves(draft.photos, setDraft, uploads.forget, setFocusTarget);
  const ctx = { cities: props.cities };
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
    if (notice) toast({ ...notice, variant: "destructive" });
  }, [props.actionData]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the server's answer only
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (result.saved) {
      const { id, title } = result.saved;
      if (props.editing) {
        toast({ title: "Changes Saved!" });
        navigate(`/product/${id}`);
      } else {
        clear();
        void pendingPhotoStore.keepOnly([]);
        toast({ title: "Ad Posted Successfully!" });
        navigate(`/post-success?title=${encodeURIComponent(title)}&id=${id}`, { state: { title } });
      }
      return;
    }
    showErrors(result.errors, result.draft.step);
    if (result.notice) toast({ ...result.notice, variant: "destructive" });
  }, [fetcher.data, fetcher.state]);

  function showErrors(found: FieldErrors, step: number) {
    setErrors(found);
    setDraft((d) => ({ ...d, step }));
    const first = Object.keys(found)[0];
    setFocusTarget(first ? fieldId(first) : "sell-heading");
  }

  function post() {
    if (!signedIn) {
      toast({ ...AUTHENTICATION_REQUIRED, variant: "destructive" });
      navigate(`/login?redirectTo=${encodeURIComponent(location.pathname)}`);
      return;
    }
    const incomplete = allErrors(draft, ctx);
    if (incomplete.firstStep >= 0) {
      toast({ ...INCOMPLETE_FORM, variant: "destructive" });
      showErrors(incomplete.errors, incomplete.firstStep);
      return;
    }
    const stuck = draft.photos.filter((p) => !p.storageKey).map((p) => uploads.states[p.id]?.status);
    if (stuck.some((s) => s === "failed" || s === "missing")) {
      toast({
        title: "Some photos were not uploaded",
        description: "Remove them or retry, then post your ad.",
        variant: "destructive",
      });
      return;
    }
    if (stuck.length > 0) {
      toast({
        title: "Photos are still uploading",
        description: "Please wait until every photo is uploaded.",
      });
      return;
    }
    const body = new FormData();
    for (const [name, value] of draftFields(draft)) body.append(name, value);
    body.append("intent", "post");
    body.append("js", "1");
    void fetcher.submit(body, { method: "post" });
  }

  function handle(intent: WizardIntent) {
    if (intent.type === "post") return post();
    if (intent.type === "upload") return;
    if (intent.type === "photo") return moves.apply(intent);
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
    <SellScreen title={props.editing ? "Edit your ad" : "Post your ad"}>
      {duplicateOf ? <DuplicateAdNotice ad={duplicateOf} /> : null}
      {notice && !hydrated && !duplicateOf ? (
        <div role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{notice.title}</p>
          {notice.description ? <p>{notice.description}</p> : null}
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
            announcement={moves.announcement}
            priceHint={priceHint}
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
