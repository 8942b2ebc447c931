import { Link } from "react-router";
import { formatBlogDate } from "~/app/components/static/blog-date";
import { pageMeta } from "~/app/lib/meta";
import { listBlogPosts } from "~/domain/content/list-blog-posts.server";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () =>
  pageMeta(m.static_blog_meta_title(), m.static_blog_meta_description());

export async function loader({ context }: Route.LoaderArgs) {
  return { posts: await listBlogPosts(context.services) };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">{m.static_blog_title()}</h1>
      <p className="mt-2 text-gray-700">{m.static_blog_intro()}</p>
      {posts.length === 0 ? (
        <p className="mt-8 rounded-lg bg-white p-6 shadow-sm">{m.static_blog_empty()}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.slug}>
              <article className="flex h-full flex-col overflow-hidden rounded-lg bg-white shadow-sm">
                <img
                  src={post.image}
                  alt=""
                  width={1200}
                  height={630}
                  loading={index < 3 ? "eager" : "lazy"}
                  className="aspect-[40/21] w-full bg-surface object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-xs font-semibold tracking-wide text-gray-700 uppercase">
                    {post.category}
                  </p>
                  <h2 className="mt-1 text-lg font-bold">
                    <Link to={`/blog/${post.slug}`} className="hover:underline">
                      {post.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-gray-600">
                    {m.static_blog_by_author({ author: post.author })} ·{" "}
                    <time dateTime={post.publishedOn}>{formatBlogDate(post.publishedOn)}</time>
                  </p>
                  <p className="mt-3 flex-1 text-gray-800">{post.excerpt}</p>
                  <Link
                    to={`/blog/${post.slug}`}
                    aria-label={m.static_blog_read_more_label({ title: post.title })}
                    className="mt-4 font-semibold text-brand underline"
                  >
                    {m.static_blog_read_more()}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
