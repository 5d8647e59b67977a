// Generated from src/contract/reviews.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { reviewsCalls } from '../contract/reviews';
import type { TypedRoute } from '../contract/route';
import type { Client } from '../http/create-client';
import type {
  ReviewsAllInput,
  ReviewsAllOutput,
  ReviewsBrandPageInput,
  ReviewsBrandPageOutput,
  ReviewsBrandSectionPageInput,
  ReviewsBrandSectionPageOutput,
  ReviewsBrandTagPageInput,
  ReviewsBrandTagPageOutput,
  ReviewsDeleteImageInput,
  ReviewsDeleteImageOutput,
  ReviewsDislikeInput,
  ReviewsDislikeOutput,
  ReviewsLikeInput,
  ReviewsLikeOutput,
  ReviewsModerationInput,
  ReviewsModerationOutput,
  ReviewsOneInput,
  ReviewsOneOutput,
  ReviewsPageInput,
  ReviewsPageOutput,
  ReviewsPublishInput,
  ReviewsPublishOutput,
  ReviewsRatingInput,
  ReviewsRatingOutput,
  ReviewsRejectInput,
  ReviewsRejectOutput,
  ReviewsReviewedInput,
  ReviewsReviewedOutput,
  ReviewsReviewedTagBrandSectionInput,
  ReviewsReviewedTagBrandSectionOutput,
  ReviewsSaveImageInput,
  ReviewsSaveImageOutput,
  ReviewsSectionPageInput,
  ReviewsSectionPageOutput,
  ReviewsTagPageInput,
  ReviewsTagPageOutput,
  ReviewsWriteInput,
  ReviewsWriteOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The reviews calls as routes, each with its method, path, encoding and plain input and output types. */
export type ReviewsRoutes = {
  /** POST /catalog/product-reviews/ — Writes a review of a product: a mark, pros, cons, text and photos (photo[] or photos saved before); it waits for moderation (§7.7). */
  readonly write: TypedRoute<
    ReviewsWriteInput,
    ReviewsWriteOutput,
    'POST',
    '/catalog/product-reviews/',
    'multipart'
  >;
  /** POST /catalog/product-reviews/save-image — Uploads review photos ahead of the review (photo[], JPEG, PNG or WebP, up to 10); each is re-encoded and its metadata dropped (§7.7). */
  readonly saveImage: TypedRoute<
    ReviewsSaveImageInput,
    ReviewsSaveImageOutput,
    'POST',
    '/catalog/product-reviews/save-image',
    'multipart'
  >;
  /** GET /catalog/product-reviews/delete-image — Deletes one of the user's own photos not yet in a published review (§7.7, query photo). */
  readonly deleteImage: TypedRoute<
    ReviewsDeleteImageInput,
    ReviewsDeleteImageOutput,
    'GET',
    '/catalog/product-reviews/delete-image',
    'form'
  >;
  /** GET /catalog/product-reviews/all — A product's published reviews, newest, most useful or by mark, paged, with its rating (§7.7). */
  readonly all: TypedRoute<ReviewsAllInput, ReviewsAllOutput, 'GET', '/catalog/product-reviews/all', 'form'>;
  /** GET /catalog/product-reviews/rating — A product's rating from its published reviews, with how many of each mark (§7.7). */
  readonly rating: TypedRoute<
    ReviewsRatingInput,
    ReviewsRatingOutput,
    'GET',
    '/catalog/product-reviews/rating',
    'form'
  >;
  /** GET /catalog/product-reviews/like — Likes a published review, once per visitor (an account; a guest: three guests per client address per review, then 403 asking to sign in, and 60 new guest votes an hour per address, then 429): a repeat changes nothing, a dislike turns into a like (§7.7, §4.10). */
  readonly like: TypedRoute<
    ReviewsLikeInput,
    ReviewsLikeOutput,
    'GET',
    '/catalog/product-reviews/like',
    'form'
  >;
  /** GET /catalog/product-reviews/dislike — Dislikes a published review, once per visitor (as `like` counts it): a repeat changes nothing, a like turns into a dislike (§7.7, §4.10). */
  readonly dislike: TypedRoute<
    ReviewsDislikeInput,
    ReviewsDislikeOutput,
    'GET',
    '/catalog/product-reviews/dislike',
    'form'
  >;
  /** GET /catalog/product-reviews/moderation — Reviews for a content manager: the waiting ones (oldest first) by default, or those of one status, of one product or all (§6). */
  readonly moderation: TypedRoute<
    ReviewsModerationInput,
    ReviewsModerationOutput,
    'GET',
    '/catalog/product-reviews/moderation',
    'form'
  >;
  /** POST /catalog/product-reviews/{id}/publish — Publishes a review: it is shown and counted in the product's rating (§6). */
  readonly publish: TypedRoute<
    ReviewsPublishInput,
    ReviewsPublishOutput,
    'POST',
    '/catalog/product-reviews/{id}/publish',
    'form'
  >;
  /** POST /catalog/product-reviews/{id}/reject — Rejects a review with a reason the author sees; a published one leaves the product's rating (§6). */
  readonly reject: TypedRoute<
    ReviewsRejectInput,
    ReviewsRejectOutput,
    'POST',
    '/catalog/product-reviews/{id}/reject',
    'form'
  >;
  /** GET /pages/reviews — The reviews root: the newest published reviews across the store, sections and brands with counts (§7.2, §2.1 /otzyvy/). */
  readonly page: TypedRoute<ReviewsPageInput, ReviewsPageOutput, 'GET', '/pages/reviews', 'form'>;
  /** GET /pages/reviews/section — Reviews of a section's products (§7.2, §2.1 /otzyvy/*). */
  readonly sectionPage: TypedRoute<
    ReviewsSectionPageInput,
    ReviewsSectionPageOutput,
    'GET',
    '/pages/reviews/section',
    'form'
  >;
  /** GET /pages/reviews/brand — Reviews of a brand's products (§7.2, §2.1 /otzyvy/brands/{brand}/). */
  readonly brandPage: TypedRoute<
    ReviewsBrandPageInput,
    ReviewsBrandPageOutput,
    'GET',
    '/pages/reviews/brand',
    'form'
  >;
  /** GET /pages/reviews/brand-section — Reviews of a brand's products in a section (§7.2, §2.1 /otzyvy/brands/{brand}/*). */
  readonly brandSectionPage: TypedRoute<
    ReviewsBrandSectionPageInput,
    ReviewsBrandSectionPageOutput,
    'GET',
    '/pages/reviews/brand-section',
    'form'
  >;
  /** GET /pages/reviews/tag — Reviews of the products of a catalogue tag's selection (§7.2, §2.1 /otzyvy/tag/*). */
  readonly tagPage: TypedRoute<
    ReviewsTagPageInput,
    ReviewsTagPageOutput,
    'GET',
    '/pages/reviews/tag',
    'form'
  >;
  /** GET /pages/reviews/brands/tag — Reviews of the products of a brand tag's brands (§7.2, §2.1 /otzyvy/brands/tag/{code}/). */
  readonly brandTagPage: TypedRoute<
    ReviewsBrandTagPageInput,
    ReviewsBrandTagPageOutput,
    'GET',
    '/pages/reviews/brands/tag',
    'form'
  >;
  /** GET /pages/review — One published review on its own page (§7.2). */
  readonly one: TypedRoute<ReviewsOneInput, ReviewsOneOutput, 'GET', '/pages/review', 'form'>;
  /** GET /catalog/products/reviewed — Products with published reviews, most reviewed first, in a section or of a brand (§7.5). */
  readonly reviewed: TypedRoute<
    ReviewsReviewedInput,
    ReviewsReviewedOutput,
    'GET',
    '/catalog/products/reviewed',
    'form'
  >;
  /** GET /catalog/products/reviewed-tag-brand-section — Products with published reviews, most reviewed first, of a catalogue tag's selection or a brand tag's brands, narrowed by a brand and a section (§7.5). */
  readonly reviewedTagBrandSection: TypedRoute<
    ReviewsReviewedTagBrandSectionInput,
    ReviewsReviewedTagBrandSectionOutput,
    'GET',
    '/catalog/products/reviewed-tag-brand-section',
    'form'
  >;
};

/** The reviews calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const reviewsRoutes: ReviewsRoutes = /* @__PURE__ */ namedRoutes('reviews', {
  write: /* @__PURE__ */ routeOf<typeof reviewsCalls.write>({
    method: 'POST',
    path: '/catalog/product-reviews/',
    encoding: 'multipart',
    idempotent: true,
  }),
  saveImage: /* @__PURE__ */ routeOf<typeof reviewsCalls.saveImage>({
    method: 'POST',
    path: '/catalog/product-reviews/save-image',
    encoding: 'multipart',
  }),
  deleteImage: /* @__PURE__ */ routeOf<typeof reviewsCalls.deleteImage>({
    method: 'GET',
    path: '/catalog/product-reviews/delete-image',
  }),
  all: /* @__PURE__ */ routeOf<typeof reviewsCalls.all>({
    method: 'GET',
    path: '/catalog/product-reviews/all',
  }),
  rating: /* @__PURE__ */ routeOf<typeof reviewsCalls.rating>({
    method: 'GET',
    path: '/catalog/product-reviews/rating',
  }),
  like: /* @__PURE__ */ routeOf<typeof reviewsCalls.like>({
    method: 'GET',
    path: '/catalog/product-reviews/like',
  }),
  dislike: /* @__PURE__ */ routeOf<typeof reviewsCalls.dislike>({
    method: 'GET',
    path: '/catalog/product-reviews/dislike',
  }),
  moderation: /* @__PURE__ */ routeOf<typeof reviewsCalls.moderation>({
    method: 'GET',
    path: '/catalog/product-reviews/moderation',
  }),
  publish: /* @__PURE__ */ routeOf<typeof reviewsCalls.publish>({
    method: 'POST',
    path: '/catalog/product-reviews/{id}/publish',
  }),
  reject: /* @__PURE__ */ routeOf<typeof reviewsCalls.reject>({
    method: 'POST',
    path: '/catalog/product-reviews/{id}/reject',
  }),
  page: /* @__PURE__ */ routeOf<typeof reviewsCalls.page>({
    method: 'GET',
    path: '/pages/reviews',
  }),
  sectionPage: /* @__PURE__ */ routeOf<typeof reviewsCalls.sectionPage>({
    method: 'GET',
    path: '/pages/reviews/section',
  }),
  brandPage: /* @__PURE__ */ routeOf<typeof reviewsCalls.brandPage>({
    method: 'GET',
    path: '/pages/reviews/brand',
  }),
  brandSectionPage: /* @__PURE__ */ routeOf<typeof reviewsCalls.brandSectionPage>({
    method: 'GET',
    path: '/pages/reviews/brand-section',
  }),
  tagPage: /* @__PURE__ */ routeOf<typeof reviewsCalls.tagPage>({
    method: 'GET',
    path: '/pages/reviews/tag',
  }),
  brandTagPage: /* @__PURE__ */ routeOf<typeof reviewsCalls.brandTagPage>({
    method: 'GET',
    path: '/pages/reviews/brands/tag',
  }),
  one: /* @__PURE__ */ routeOf<typeof reviewsCalls.one>({
    method: 'GET',
    path: '/pages/review',
  }),
  reviewed: /* @__PURE__ */ routeOf<typeof reviewsCalls.reviewed>({
    method: 'GET',
    path: '/catalog/products/reviewed',
  }),
  reviewedTagBrandSection: /* @__PURE__ */ routeOf<typeof reviewsCalls.reviewedTagBrandSection>({
    method: 'GET',
    path: '/catalog/products/reviewed-tag-brand-section',
  }),
});

/** The reviews calls bound to a client: `reviewsApi(client).write(input)`. */
export const reviewsApi: (client: Client) => DomainApi<ReviewsRoutes> =
  /* @__PURE__ */ bindDomain(reviewsRoutes);
