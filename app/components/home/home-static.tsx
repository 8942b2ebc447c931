// The home page's parts drawn as islands (home-islands.tsx): one module, one lazily loaded chunk.
export { AppPromotion } from "./app-promotion";
export { CategoryGrid } from "./category-grid";
