import type { ReactNode } from "react";
import { Pager } from "~/app/components/ui/pager";
import type { QueueStatus } from "~/domain/moderation/moderation-schemas";
import { AdminNav } from "./admin-nav";
import { QueueFilter } from "./queue-filter";
import { queueHref } from "./queue-href";

const STATUS_HEADINGS = {
  open: "Open reports",
  dismissed: "Dismissed reports",
  resolved: "Resolved reports",
};

interface ReportQueue<Item> {
  status: QueueStatus;
  items: Item[];
  total: number;
  page: number;
  pageCount: number;
}

/** A queue of reports grouped by what was reported (an ad, a member): heading, status filter, items, pager. */
export function ReportQueuePage<Item>(props: {
  title: string;
  path: string;
  queue: ReportQueue<Item>;
  /** What the queue counts, one and many ("ad", "ads"). */
  noun: [string, string];
  /** What an empty queue of open reports says. */
  allClear: string;
  itemKey: (item: Item) => number | string;
  renderItem: (item: Item) => ReactNode;
}) {
  const { queue, path } = props;
  const count = queue.total === 1 ? `1 ${props.noun[0]}` : `${queue.total} ${props.noun[1]}`;
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{props.title}</h1>
        <AdminNav />
      </div>
      <QueueFilter current={queue.status} path={path} />
      <h2 className="text-lg font-semibold">
        {STATUS_HEADINGS[queue.status]} <span className="font-normal text-slate-700">{`(${count})`}</span>
      </h2>
      {queue.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {queue.status === "open" ? props.allClear : "Nothing here yet."}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {queue.items.map((item) => (
            <li key={props.itemKey(item)}>{props.renderItem(item)}</li>
          ))}
        </ul>
      )}
      <Pager path={queueHref(queue.status, 1, path)} page={queue.page} pageCount={queue.pageCount} />
    </main>
  );
}
