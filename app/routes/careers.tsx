import { type MouseEvent, useEffect, useState } from "react";
import { data, useLocation } from "react-router";
import { ApplyDialog } from "~/app/components/static/apply-dialog";
import { formValues } from "~/app/components/static/form-values";
import { JobApplicationForm, type JobApplicationState } from "~/app/components/static/job-application-form";
import { JobOpeningCard } from "~/app/components/static/job-opening-card";
import { pageMeta } from "~/app/lib/meta";
import { redirectWithToast } from "~/app/lib/toast.server";
import { applyForJob } from "~/domain/careers/apply-for-job.server";
import { listJobOpenings } from "~/domain/careers/list-job-openings.server";
import { refusalOf } from "~/domain/shared/app-error-refusal";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.static_careers_meta_title(), m.static_careers_meta_description());

export async function loader({ request, context }: Route.LoaderArgs) {
  const openings = await listJobOpenings(context.services);
  const apply = new URL(request.url).searchParams.get("apply");
  return { openings, apply };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const opening = formValues(form, ["opening"]).opening;
  const values = formValues(form, ["name", "email", "phone", "profileUrl", "coverLetter"]);
  try {
    const sent = await applyForJob(context.services, opening, values, { clientIp: context.clientIp });
    return redirectWithToast("/careers", {
      title: m.static_careers_toast_title(),
      description: m.static_careers_toast_description({ title: sent.openingTitle }),
    });
  } catch (err) {
    const refusal = refusalOf(err);
    const state: JobApplicationState =
      refusal.code === "VALIDATION"
        ? { opening, values, errors: refusal.fields ?? {} }
        : { opening, values, formError: refusal.message };
    return data(state, { status: refusal.status });
  }
}

export default function CareersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { openings, apply } = loaderData;
  const location = useLocation();
  const [dialogSlug, setDialogSlug] = useState<string | undefined>();
  // A successful application redirects, which clears the action data: the dialog closes with it. A rejected
  // one returns the errors, and the dialog stays open to show them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger, not a value read
  useEffect(() => {
    if (!actionData) setDialogSlug(undefined);
  }, [location.key, actionData]);
  const inline = openings.find((o) => o.slug === apply);
  const inDialog = openings.find((o) => o.slug === dialogSlug);

  const openDialog = (slug: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setDialogSlug(slug);
  };

  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{m.static_careers_title()}</h1>
      <p className="mt-2 text-gray-700">{m.static_careers_intro()}</p>

      <section aria-labelledby="open-positions" className="mt-8">
        <h2 id="open-positions" className="text-2xl font-bold">
          {m.static_careers_open_positions()}
        </h2>
        {openings.length === 0 ? (
          <p className="mt-4 rounded-lg bg-white p-6 shadow-sm">{m.static_careers_no_openings()}</p>
        ) : (
          <div className="mt-4 space-y-4">
            {openings.map((opening) => (
              <JobOpeningCard key={opening.slug} opening={opening} onApply={openDialog(opening.slug)}>
                {inline?.slug === opening.slug ? (
                  <section id="apply" aria-labelledby="apply-title" className="mt-6 border-t pt-6">
                    <h4 id="apply-title" className="mb-4 text-lg font-bold">
                      {m.static_careers_apply_for({ title: opening.title })}
                    </h4>
                    <JobApplicationForm
                      opening={opening}
                      state={actionData}
                      idPrefix="inline"
                      action={`/careers?apply=${encodeURIComponent(opening.slug)}`}
                    />
                  </section>
                ) : null}
              </JobOpeningCard>
            ))}
          </div>
        )}
        {apply && !inline ? (
          <p role="status" className="mt-4 rounded-md bg-yellow-50 p-3 text-sm">
            {m.static_careers_position_closed()}
          </p>
        ) : null}
      </section>

      <ApplyDialog opening={inDialog} state={actionData} onClose={() => setDialogSlug(undefined)} />
    </main>
  );
}
