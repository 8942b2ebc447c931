import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { formatBlogDate } from "~/app/components/static/blog-date";
import { pageMeta } from "~/app/lib/meta";
import { findBlogPost } from "~/domain/content/find-blog-post.server";
import { m } from "~/i18n/paraglide/messages";
import type { Route } from "./+types/blog-post";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.post
    ? pageMeta(loaderData.post.title, loaderData.post.excerpt)
    : pageMeta(m.static_blog_post_not_found_title(), m.static_blog_post_not_found_meta_description());

export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await findBlogPost(context.services, params.slug);
  if (!post) return data({ post: null }, { status: 404 });
  return { post };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{m.static_blog_post_not_found_title()}</h1>
        <p className="mt-2 text-gray-700">{m.static_blog_post_not_found_text()}</p>
        <Link to="/blog" className="mt-6 inline-block font-semibold underline">
          {m.static_blog_post_back_to_blog()}
        </Link>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/blog" className="inline-flex items-center gap-1 font-semibold text-brand underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.static_blog_post_all_posts()}
      </Link>
      <article className="mt-4">
        <header>
          <p className="text-sm font-semibold tracking-wide text-gray-700 uppercase">{post.category}</p>
          <h1 className="mt-1 text-3xl font-bold">{post.title}</h1>
          <p className="mt-2 text-gray-600">
            {m.static_blog_by_author({ author: post.author })} ·{" "}
            <time dateTime={post.publishedOn}>{formatBlogDate(post.publishedOn)}</time>
          </p>
        </header>
        <img
          src={post.image}
          alt=""
          width={1200}
          height={630}
          className="mt-6 aspect-[40/21] w-full rounded-lg bg-surface object-cover"
        />
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-gray-900">
          {post.paragraphs.map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed text, never reordered
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      </article>
    </main>
  );
}
