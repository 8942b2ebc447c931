import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { m } from "~/i18n/paraglide/messages";
import { JobApplicationForm, type JobApplicationState } from "./job-application-form";

/** The application form in a modal dialog (with JavaScript; without it the page shows the form inline). */
export function ApplyDialog(props: {
  opening: { slug: string; title: string; location: string } | undefined;
  state: JobApplicationState | undefined;
  onClose: () => void;
}) {
  const { opening } = props;
  return (
    <Dialog.Root open={opening !== undefined} onOpenChange={(open) => !open && props.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-xl bg-white p-6 shadow-xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[min(42rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl">
          {opening ? (
            <>
              <div className="mb-4 flex items-start justify-between gap-4">
                <div>
                  <Dialog.Title className="text-xl font-bold">
                    {m.static_careers_apply_for({ title: opening.title })}
                  </Dialog.Title>
                  <Dialog.Description className="mt-1 text-sm text-gray-600">
                    {opening.location} · {m.static_careers_dialog_description()}
                  </Dialog.Description>
                </div>
                <Dialog.Close
                  className="rounded-md p-2 hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
                  aria-label={m.static_careers_close()}
                >
                  <X aria-hidden="true" className="size-5" />
                </Dialog.Close>
              </div>
              <JobApplicationForm opening={opening} state={props.state} idPrefix="dialog" action="/careers" />
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
